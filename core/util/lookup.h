// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Topo {

/// The first item of `items` whose `member` equals `key`, or nullptr: the look-up by id, index
/// or name that the model's lists share (machine by role, capture by id, GPU by index, …).
template<class Container, class Item, class Member, class Key>
const Item* findBy(const Container& items, Member Item::*member, const Key& key)
{
    for (const Item& item : items) {
        if (item.*member == key)
            return &item;
    }
    return nullptr;
}

} // namespace Topo
