#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks Qt Linguist .ts files: every message translated and consistent with its source.

Fails (exit 1) when a message is unfinished, vanished or obsolete, has an empty translation,
has placeholders (%1..%9, %L1, %n) that differ from the source, lacks numerus forms (or has the
wrong number of them for the language), lost or gained a keyboard accelerator (&), HTML tags,
a trailing ellipsis or a trailing newline.

Usage: scripts/check-translations.py [FILE.ts ...]   (default: translations/*.ts)
"""
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

# Plural forms per language (Qt's numerus rules): the count a complete message must have.
NUMERUS_FORMS = {
    "de": 2, "en": 2, "es": 2, "fr": 2, "it": 2, "nl": 2, "pt": 2, "sv": 2,
    "ja": 1, "ko": 1, "zh": 1,
    "cs": 3, "pl": 3, "ru": 3, "uk": 3,
}

PLACEHOLDER = re.compile(r"%L?([1-9]|n)")
ENTITY = re.compile(r"&(#\d+|#x[0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]*);")
# Rich-text tags Qt renders; other <words> in messages are XML element names or <PLACEHOLDERS>.
HTML_TAGS = ("a|b|big|blockquote|br|code|div|em|font|h[1-6]|hr|i|img|li|nobr|ol|p|pre|qt|s|small|span|"
             "strong|sub|sup|table|td|th|tr|tt|u|ul")
TAG = re.compile(r"</?(" + HTML_TAGS + r")\b[^>]*>", re.IGNORECASE)


def placeholders(text):
    return sorted(set(m.group(0).replace("%L", "%") for m in PLACEHOLDER.finditer(text)))


def accelerators(text):
    """Single & that mark a mnemonic: not &&, not an entity such as &nbsp; or &amp;."""
    stripped = ENTITY.sub("", text).replace("&&", "")
    return stripped.count("&")


def tags(text):
    return sorted(m.group(1).lower() for m in TAG.finditer(text))


def looks_like_rich_text(text):
    return bool(TAG.search(text))


def check_translation(source, translation, where, problems):
    if not translation.strip() and source.strip():
        problems.append(f"{where}: empty translation")
        return
    src_ph, tr_ph = placeholders(source), placeholders(translation)
    if src_ph != tr_ph:
        problems.append(f"{where}: placeholders {src_ph} in the source but {tr_ph} in the translation")
    if accelerators(source) != accelerators(translation):
        problems.append(f"{where}: {accelerators(source)} accelerator(s) '&' in the source, "
                        f"{accelerators(translation)} in the translation")
    if looks_like_rich_text(source) and tags(source) != tags(translation):
        problems.append(f"{where}: HTML tags differ: {tags(source)} vs {tags(translation)}")
    for ending in ("\u2026", "...", "\n"):
        if source.endswith(ending) and not translation.endswith(ending):
            problems.append(f"{where}: the source ends with {ending!r}, the translation does not")


def check_file(path):
    problems = []
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as error:
        return [f"{path}: cannot read: {error}"], 0
    language = (root.get("language") or "").split("_")[0]
    forms_needed = NUMERUS_FORMS.get(language)
    if forms_needed is None:
        problems.append(f"{path}: unknown language {root.get('language')!r}: add it to NUMERUS_FORMS")
    count = 0
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            count += 1
            source = message.findtext("source", "")
            short = source if len(source) <= 60 else source[:57] + "..."
            where = f"{os.path.basename(path)}: [{name}] {short!r}"
            translation = message.find("translation")
            if translation is None:
                problems.append(f"{where}: no translation element")
                continue
            kind = translation.get("type")
            if kind in ("unfinished", "vanished", "obsolete"):
                problems.append(f"{where}: {kind}")
                continue
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.findall("numerusform")]
                if forms_needed is not None and len(forms) != forms_needed:
                    problems.append(f"{where}: {len(forms)} numerus form(s), {language} needs {forms_needed}")
                if not forms:
                    continue
                for index, form in enumerate(forms):
                    check_translation(source, form, f"{where} (form {index + 1})", problems)
            else:
                check_translation(source, translation.text or "", where, problems)
    return problems, count


def main(argv):
    files = argv[1:] or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                      "..", "translations", "*.ts")))
    if not files:
        print("check-translations.py: no .ts files found", file=sys.stderr)
        return 1
    failed = False
    for path in files:
        problems, count = check_file(path)
        for problem in problems:
            print(problem)
        status = "OK" if not problems else f"{len(problems)} problem(s)"
        print(f"{os.path.relpath(path)}: {count} messages, {status}")
        failed = failed or bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
