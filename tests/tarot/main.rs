//! The tarot engine, rule by rule: one scenario per arcana, rule, ruling and option played at
//! the table with exact cards and dice, exact odds and the outlook, properties of whole delves, and
//! the journal and its export. One test binary; each old test file is a module.

#[path = "../support/cases.rs"]
mod cases;
mod common;

mod advice;
mod deals;

mod arcana;
mod choices;
mod ending;
mod journal_export;
mod lines;
mod odds;
mod options;
mod outlook;
mod preview;
mod props;
mod rules;
mod rulings_added;
mod table_mode;
