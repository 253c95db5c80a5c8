//! Build script: on Windows targets only, puts the icon and the version details into
//! `malice.exe` (Explorer, the taskbar and the Start menu show them). Other targets build
//! nothing here.
//!
//! Without a resource compiler (a machine that only checks or lints the Windows build) the exe
//! is built without them and cargo prints a warning, unless `MALICE_REQUIRE_ICON=1`, which the
//! Windows packaging script sets so that no package ships without its icon.

use std::error::Error;
use std::io::ErrorKind;

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=assets/icon/io.github.malice_tarot.malice.ico");
    println!("cargo::rerun-if-env-changed=MALICE_REQUIRE_ICON");
    println!("cargo::rerun-if-env-changed=WINDRES");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return Ok(());
    }
    // From Linux the resource compiler is MinGW's `x86_64-w64-mingw32-windres`
    // (Debian: mingw-w64); on Windows the SDK's `rc.exe` or MinGW's `windres`.
    let mut resource = winresource::WindowsResource::new();
    resource
        // Made from the hicolor PNGs by scripts/package-icons.sh.
        .set_icon("assets/icon/io.github.malice_tarot.malice.ico")
        .set("ProductName", "Malice")
        // What Task Manager and the "Open with" list call the program.
        .set("FileDescription", "Malice")
        .set("LegalCopyright", "2026 The Malice developers (MIT licence)")
        .set("OriginalFilename", "malice.exe");
    let required = std::env::var("MALICE_REQUIRE_ICON").as_deref() == Ok("1");
    match resource.compile() {
        Err(error) if error.kind() == ErrorKind::NotFound && !required => {
            println!(
                "cargo::warning=malice.exe built without its icon and version details: no \
                 resource compiler found ({error}); on Debian: apt-get install mingw-w64"
            );
            Ok(())
        }
        other => other.map_err(Into::into),
    }
}
