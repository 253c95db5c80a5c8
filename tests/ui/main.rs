//! The desktop app headless (iced_test on the tiny-skia renderer): the boards, the table, the
//! dice, table mode, the data folder, whole careers and whole board games played by clicking, and
//! snapshot hashes of the main screens, and the app by keyboard alone. One test binary; each old test file is a module.

#[path = "../support/newcomer.rs"]
mod newcomer;
mod ui_common;

mod boards;
mod clocks;
mod daily;
mod data_folder;
mod dice;
mod fame;
mod fit;
mod flow;
mod games;
mod guide;
mod hand;
mod hint_keys;
mod history;
mod import;
mod journal;
mod kept;
mod keyboard;
mod keyboard_play;
mod learn;
mod learn_views;
mod odds;
mod oracle;
mod review;
mod table;
mod table_mode;
mod turn;
mod walk;
mod whole_games;
mod zoom;
