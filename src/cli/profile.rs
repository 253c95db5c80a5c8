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
    match Profile::open(&home, &name) {
        Err(malice::career::CareerError::Store(StoreError::NoSuchProfile(_))) if create => {
            home.create_profile(&name)?;
            Ok(Profile::open(&home, &name)?)
        }
        other => Ok(other?),
    }
}

/// Prints the files that could not be loaded (they were set aside, never deleted).
pub(super) fn report(profile: &mut Profile) {
    for problem in profile.take_problems() {
        eprintln!("malice: warning: {problem}");
    }
}
