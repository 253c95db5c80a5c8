//! Opening the save profile for the career commands, and reporting the files set aside.
//!
//! Commands that change the profile open it for writing ([`open`]): one at a time, refused
//! while another Malice holds it. Commands that only look ([`open_to_read`]) also open it
//! beside the Malice that holds it, never writing.

use malice::career::{CareerError, Profile};
use malice::store::{Access, Home, ProfileName, StoreError};

/// What a writer refused a profile is told it may still do.
const READERS_STILL_WORK: &str = "commands that only look (`malice game list`, `adventurer \
                                  show`, `fame`, `journal export`...) work beside it";

/// Opens the profile (`--profile`, or the default one) of the data folder (`MALICE_HOME`, the
/// folder chosen in the app, or the platform's data folder) for writing. `create` makes a
/// missing non-default profile. A choice made in the app that cannot be read is reported, as
/// the app does, before the platform's folder is used instead.
pub(super) fn open(
    profile: Option<&str>,
    create: bool,
) -> Result<Profile, Box<dyn std::error::Error>> {
    let (home, name) = home_and_name(profile)?;
    let opened = match Profile::open(&home, &name) {
        Err(CareerError::Store(StoreError::NoSuchProfile(_))) if create => {
            home.create_profile(&name)?;
            Profile::open(&home, &name)
        }
        other => other,
    };
    let profile = match opened {
        Err(CareerError::Store(error @ StoreError::Locked { .. })) => {
            return Err(format!("{error}; {READERS_STILL_WORK}").into());
        }
        other => other?,
    };
    Ok(opened_note(profile, &name))
}

/// Opens the profile to look at it: beside the Malice that holds it, if one does (see
/// [`Profile::open_to_read`]).
pub(super) fn open_to_read(profile: Option<&str>) -> Result<Profile, Box<dyn std::error::Error>> {
    let (home, name) = home_and_name(profile)?;
    let profile = Profile::open_to_read(&home, &name)?;
    Ok(opened_note(profile, &name))
}

/// The data folder, with a warning when the folder chosen in the app is passed over, and the
/// profile's name.
fn home_and_name(profile: Option<&str>) -> Result<(Home, ProfileName), Box<dyn std::error::Error>> {
    let (home, passed_over) = Home::open_default()?;
    if let Some(problem) = passed_over {
        eprintln!("warning: the data folder chosen in the app is not used: {problem}");
    }
    let name = match profile {
        Some(name) => ProfileName::new(name)?,
        None => ProfileName::default_profile(),
    };
    Ok((home, name))
}

/// Says that an unwritable profile is open for reading only, and what opening it set aside.
fn opened_note(mut profile: Profile, name: &ProfileName) -> Profile {
    if profile.store().access() == &Access::ReadOnly {
        eprintln!(
            "malice: note: the profile \"{name}\" cannot be written to, so it is open for \
             reading only: you can look, but nothing will be saved"
        );
    }
    // What opening found (and set aside) is said first, before anything is played on.
    report(&mut profile);
    profile
}

/// Prints the files that could not be loaded (they were set aside, never deleted).
pub(super) fn report(profile: &mut Profile) {
    for problem in profile.take_problems() {
        eprintln!("malice: warning: {problem}");
    }
}
