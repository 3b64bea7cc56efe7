# The Debian package: CPack settings, included by the top-level CMakeLists.txt after the install
# rules. scripts/package.sh runs CPack on a build folder; scripts/test.sh installs and tries it.
set(TOPOLENS_PACKAGE_MAINTAINER "TopoLens maintainers <maintainers@topolens.invalid>"
    CACHE STRING "The Maintainer field of the Debian package")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME topolens)
set(CPACK_PACKAGE_VENDOR TopoLens)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_CONTACT "${TOPOLENS_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${TOPOLENS_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION admin)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The summary line comes from CPACK_PACKAGE_DESCRIPTION_SUMMARY; this is the long text.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "TopoLens collects the raw facts about a machine's GPUs (lspci, IOMMU groups,
NUMA, link speeds, nvidia-smi) from a virtualization host and its guest over
SSH, keeps them verbatim, and shows host and guest side by side, with the GPU
pairs coloured by connection class and findings on what limits peer-to-peer
traffic in the VM. Its command line parses pasted tool output, diagnoses
snapshots, exports diagrams and reports, and writes NCCL topology files and
QEMU PCIe layouts that mirror the host.")
# Libraries come from dpkg-shlibdeps (dpkg-dev). It also brings libqt6svg6, which holds the SVG
# icon engine and image plugin, as topolens links that library. What it cannot see is named
# here: libgvc6 (Graphviz and its dot layout plugin, loaded when a layout needs them, not
# linked: core/layout/graphvizlibrary.h), the xcb platform plugin and the fonts the drawings
# are measured with.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libgvc6, qt6-qpa-plugins, fonts-dejavu-core")
# openssh-client for collect -J (the jump host goes through OpenSSH's ssh); pciutils for
# collect --local and topolens-collect.sh.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "openssh-client, pciutils")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
