//! The Malice solo RPG engine: cards, the major arcana table, rule options, checks and odds,
//! the delve state machine, where randomness comes from, and automatic players.
