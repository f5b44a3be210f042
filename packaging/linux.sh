#!/usr/bin/env bash
# Builds Ludoteka as an installable Linux application with jpackage (JDK 17+):
#   packaging/linux.sh            an application image in target/installer/Ludoteka, with its own
#                                 Java runtime, icon, desktop entry and install.sh
#   packaging/linux.sh deb        also a .deb package (needs dpkg-deb and fakeroot)
# The image carries a class-data-sharing archive made on the build machine, so the window opens faster.
set -euo pipefail
cd "$(dirname "$0")/.."
type="${1:-app-image}"
version="$(mvn -B -q help:evaluate -Dexpression=project.version -DforceStdout | sed -e "s/\x1b\[[0-9;]*m//g" -e "s/-SNAPSHOT//")"

mvn -B -q package -DskipTests
rm -rf target/installer target/jpackage-input
mkdir -p target/installer target/jpackage-input
cp target/ludoteka.jar target/jpackage-input/

# the app image's java options: a class-data-sharing archive of the classes a launch loads, made for
# where the image lies (the archive names its class path), so install.sh makes it anew where it installs
cds=(--java-options '-XX:SharedArchiveFile=$APPDIR/ludoteka.jsa' --java-options '-Xshare:auto')

common=(--name Ludoteka --app-version "$version" --vendor Ludoteka
        --description "Lines of Action, Tamsk, Ta Yü and GIPF taught from their rulebooks"
        --input target/jpackage-input --main-jar ludoteka.jar --main-class org.ludoteka.Main
        --icon packaging/ludoteka.png --java-options -Dfile.encoding=UTF-8 "${cds[@]}"
        --jlink-options "--strip-debug --no-man-pages --no-header-files --generate-cds-archive")  # keeps bin/java and the base archive, which make ours

jpackage --type app-image --dest target/installer "${common[@]}"
image=target/installer/Ludoteka
cp packaging/ludoteka.desktop "$image/lib/ludoteka.desktop"
cp packaging/archive-classes.sh "$image/lib/archive-classes.sh"
"$image/lib/archive-classes.sh" || true
cat > "$image/install.sh" <<'INSTALL'
#!/usr/bin/env bash
# Installs this Ludoteka for the current user: the program in ~/.local/opt/Ludoteka, a menu entry
# with its icon in ~/.local/share/applications. Run it again to update; remove both to uninstall.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
target="$HOME/.local/opt/Ludoteka"
mkdir -p "$HOME/.local/opt" "$HOME/.local/share/applications"
if [ "$here" != "$target" ]; then
    rm -rf "$target"
    cp -r "$here" "$target"
fi
sed -e "s|@BIN@|$target/bin/Ludoteka|" -e "s|@ICON@|$target/lib/Ludoteka.png|" \
    "$target/lib/ludoteka.desktop" > "$HOME/.local/share/applications/ludoteka.desktop"
"$target/lib/archive-classes.sh" || echo "(no display: the window will open a little slower)"
echo "Ludoteka is installed: $target (menu entry: ~/.local/share/applications/ludoteka.desktop)"
INSTALL
chmod +x "$image/install.sh"
echo "application image: $image (run $image/install.sh to install it, or $image/bin/Ludoteka to start it)"

if [ "$type" = deb ]; then
    jpackage --type deb --dest target/installer "${common[@]}" --linux-shortcut --linux-menu-group Game \
        --linux-app-category games --linux-package-name ludoteka
    echo "package: $(ls target/installer/*.deb)"
fi
