//! Build script: on Windows targets only, puts the icon and the version details into
//! `malice.exe` (Explorer, the taskbar and the Start menu show them). Other targets build
//! nothing here.

use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=assets/icon/io.github.malice_tarot.malice.ico");
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
    resource.compile()?;
    Ok(())
}
