//! Unit tests of the match records: a seat's name is checked as an adventurer's is.

use super::*;
use crate::career::records::{MAX_NAME_CHARS, check_name};

#[test]
fn a_seat_refuses_a_blank_long_or_controlled_name_as_an_adventurer_does() {
    let person = |name: &str| SeatRecord::Person { name: name.into() }.sitter();
    let friend = |name: &str| SeatRecord::Friend { name: name.into() }.sitter();
    let blank = Some("a person in a seat needs a name".to_string());
    assert_eq!(person(" ").err(), blank);
    assert_eq!(friend("").err(), blank);
    let long = "x".repeat(MAX_NAME_CHARS + 1);
    let too_long = format!("a name may have at most {MAX_NAME_CHARS} characters");
    assert_eq!(person(&long).err(), Some(too_long.clone()));
    assert_eq!(check_name(&long).err(), Some(too_long));
    assert_eq!(
        check_name(" ").err().as_deref(),
        Some("an adventurer needs a name")
    );
    let control = Some("a name may not hold control characters".to_string());
    assert_eq!(friend("Bea\u{7}").err(), control);
    assert_eq!(check_name("Ada\n").err(), control);
    assert!(person("Ada").is_ok() && check_name("Ada").is_ok());
}
