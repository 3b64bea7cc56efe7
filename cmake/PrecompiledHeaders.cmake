# Precompiled headers. Much of a TopoLens file's compile time is Qt's and the standard library's
# headers, the same in every file (Qt Test's and Qt Widgets' above all), so each set is compiled
# once into a precompiled header and every target of its kind reuses that one (REUSE_FROM)
# instead of compiling a copy of its own.
#
# A precompiled header is only valid where the same macros are defined as when it was made, and
# Qt's headers look at the QT_*_LIB macros each Qt module defines (<QTest> has GUI parts only
# under QT_GUI_LIB). So there is one per combination of Qt modules: a host target links exactly
# the modules its users link and compiles nothing but the header.
#
#   topolens_use_pch(TARGET KIND)   KIND: core | core_coverage | gui | test_core | test_gui
#
# core_coverage is core's header for code compiled with libFuzzer's coverage instrumentation
# (-fsanitize=fuzzer-no-link, core/CMakeLists.txt): clang refuses a header made without it.
#
# TOPOLENS_PCH=OFF builds without them (to check that every file includes what it uses).
option(TOPOLENS_PCH "Precompile the Qt and standard library headers most files include" ON)

set(TOPOLENS_PCH_DIR ${CMAKE_CURRENT_LIST_DIR}/pch)

function(topolens_pch_host kind header)
    set(host topolens_pch_${kind})
    if(TARGET ${host})
        return()
    endif()
    add_library(${host} OBJECT ${TOPOLENS_PCH_DIR}/empty.cpp)
    set_target_properties(${host} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    target_link_libraries(${host} PRIVATE topolens_settings ${ARGN})
    target_precompile_headers(${host} PRIVATE ${TOPOLENS_PCH_DIR}/${header}.h)
endfunction()

function(topolens_use_pch target kind)
    if(NOT TOPOLENS_PCH)
        return()
    endif()
    if(kind STREQUAL "core")
        topolens_pch_host(core core Qt6::Core)
    elseif(kind STREQUAL "core_coverage")
        topolens_pch_host(core_coverage core Qt6::Core)
        target_compile_options(topolens_pch_core_coverage PRIVATE -fsanitize=fuzzer-no-link)
    elseif(kind STREQUAL "gui")
        topolens_pch_host(gui gui Qt6::Widgets)
    elseif(kind STREQUAL "test_core") # the tests' own code is built at -O0 (tests/CMakeLists.txt)
        topolens_pch_host(test_core test_core Qt6::Core Qt6::Test topolens_test_code)
    elseif(kind STREQUAL "test_gui")
        topolens_pch_host(test_gui test_gui Qt6::Widgets Qt6::Test topolens_test_code)
    else()
        message(FATAL_ERROR "topolens_use_pch: unknown kind ${kind}")
    endif()
    target_precompile_headers(${target} REUSE_FROM topolens_pch_${kind})
    # AUTOMOC's mocs_compilation.cpp is empty where a target's sources include their own .moc
    # (every test), and loading a precompiled header costs about a second.
    get_target_property(binary_dir ${target} BINARY_DIR)
    set_source_files_properties(${binary_dir}/${target}_autogen/mocs_compilation.cpp
        TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()
