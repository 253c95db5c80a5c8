//! Opening the save profile for the career commands, and reporting the files set aside.

use malice::career::Profile;
use malice::store::{Home, ProfileName, StoreError};

/// Opens the profile (`--profile`, or the default one) of the data folder (`MALICE_HOME`, the
/// folder chosen in the app, or the platform's data folder). `create` makes a missing
/// non-default profile. A choice made in the app that cannot be read is reported, as the app
/// does, before the platform's folder is used instead.
pub(super) fn open(
    profile: Option<&str>,
    create: bool,
) -> Result<Profile, Box<dyn std::error::Error>> {
    let (home, passed_over) = Home::open_default()?;
    if let Some(problem) = passed_over {
        eprintln!("warning: the data folder chosen in the app is not used: {problem}");
    }
    let name = match profile {
        Some(name) => ProfileName::new(name)?,
        None => ProfileName::default_profile(),
    };
    let mut profile = match Profile::open(&home, &name) {
        Err(malice::career::CareerError::Store(StoreError::NoSuchProfile(_))) if create => {
            home.create_profile(&name)?;
            Profile::open(&home, &name)?
        }
        other => other?,
    };
    if profile.store().is_read_only() {
        eprintln!(
            "malice: note: the profile \"{name}\" cannot be written to, so it is open for \
             reading only: you can look, but nothing will be saved"
        );
    }
    // What opening found (and set aside) is said first, before anything is played on.
    report(&mut profile);
    Ok(profile)
}

/// Prints the files that could not be loaded (they were set aside, never deleted).
pub(super) fn report(profile: &mut Profile) {
    for problem in profile.take_problems() {
        eprintln!("malice: warning: {problem}");
    }
}
