//! The outlook: the odds of every check include what its card does after a failure, odds come
//! before every check (with a choice or not), and each answer says what it will do. One
//! scenario per card family, played at the table. Attributes are written in order Might,
//! Agility, Luck, Intelligence, Charm, Evocation.

use crate::common;

use common::{Table, cards};
use malice::tarot::attributes::Attr;
use malice::tarot::attributes::Attributes;
use malice::tarot::check::{CheckKind, target};
use malice::tarot::delve::DelveSetup;
use malice::tarot::event::{DeathCause, Outcome};
use malice::tarot::outlook::{
    Change, CheckOutlook, ChoiceOdds, Warning, check_outlook, consequences, escape_estimate,
    percent,
};
use malice::tarot::policy::PolicyKind;
use malice::tarot::question::{Answer, Question};
use malice::tarot::rules::RuleOptions;
use malice::tarot::stakes::Stakes;

const EPS: f64 = 1e-9;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < EPS
}

fn outlook(t: &Table) -> CheckOutlook {
    check_outlook(&t.delve).unwrap_or_else(|| panic!("no odds for: {}", t.question()))
}

fn row(o: &CheckOutlook, attr: Attr, boosts: u8) -> &ChoiceOdds {
    o.rows
        .iter()
        .find(|r| r.attr == attr && r.boosts == boosts)
        .unwrap_or_else(|| panic!("no row {attr} +{boosts}"))
}

fn no_wildcard() -> RuleOptions {
    let mut options = RuleOptions::default();
    options.set("luck_wildcard", "false").unwrap();
    options
}

#[test]
fn evocation_2_facing_the_magician_can_die_of_the_cards_own_cost() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 2], "AP 5P");
    t.go("flip;M1");
    let o = outlook(&t);
    assert!(o.choosing, "Evocation or Luck");
    let evo = row(&o, Attr::Evocation, 0);
    // A roll: no damage of its own, but the Magician takes 2 Evocation on a failure. Target 2
    // fails on 3, 4, 5, 6: four times in six the adventurer dies.
    assert!(close(evo.one_die.pass, 2.0 / 6.0));
    assert!(
        close(evo.one_die.death, 4.0 / 6.0),
        "death {}",
        evo.one_die.death
    );
    // Every failure kills, so nothing is lost while living: the only change is the pass's +1
    // (the figures count gains against losses).
    assert!(close(evo.one_die.points_lost(), -2.0 / 6.0));
    assert!(
        Attr::ALL
            .iter()
            .all(|a| evo.one_die.change[a.index()] >= 0.0)
    );
    assert!(evo.worst_failure.kills());
    assert_eq!(
        evo.worst_failure.fatal_change(),
        Some(Change {
            attr: Attr::Evocation,
            from: 2,
            to: 0
        })
    );
    // With Luck 3, re-rolls help: careful play re-rolls every failure (accepting one kills),
    // down to the last Luck, whose re-roll saves on a 1 only (the ruling counts it: the old
    // figure, (4/6)³, stopped at Luck 2).
    assert!(close(evo.careful.death, (4.0f64 / 6.0).powi(3) * 5.0 / 6.0));
    assert!(
        close(evo.bold.death, evo.careful.death),
        "no failure is survivable"
    );
    // Rolling with Luck instead passes more often (target 3), but the card still takes its 2
    // from Evocation: a failure kills all the same.
    let luck = row(&o, Attr::Luck, 0);
    assert!(close(luck.one_die.death, 3.0 / 6.0));
    assert_eq!(
        luck.worst_failure.fatal_change(),
        Some(Change {
            attr: Attr::Evocation,
            from: 2,
            to: 0
        })
    );
    // Careful play fails three dice in a row one time in eight, and then the last Luck's
    // re-roll still saves on a 1: 5/48 (the old figure, 1/8, left that re-roll out). The
    // recommended row.
    assert!(close(luck.careful.death, 1.0 / 8.0 * 5.0 / 6.0));
    assert_eq!(o.best_row().attr, Attr::Luck);
    // And the engine agrees: a 5 with Evocation kills.
    t.go("evocation;5;accept");
    assert!(matches!(t.outcome(), Some(Outcome::Died { .. })));
}

#[test]
fn evocation_4_facing_the_magician_loses_two_on_a_failure_and_lives() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 4], "AP 5P");
    t.go("flip;M1");
    let evo = row(&outlook(&t), Attr::Evocation, 0).clone();
    assert_eq!(evo.one_die.death, 0.0);
    // A 5 or a 6 costs 2; a pass (four faces in six) gives 1 back: even on average.
    let evocation = evo.one_die.change[Attr::Evocation.index()];
    assert!(close(evocation, 4.0 / 6.0 - 2.0 / 6.0 * 2.0));
    assert_eq!(
        evo.worst_failure.changes,
        vec![Change {
            attr: Attr::Evocation,
            from: 4,
            to: 2
        }]
    );
}

#[test]
fn strength_costs_two_of_the_attribute_rolled() {
    let mut t = Table::returning([3, 3, 3, 2, 2, 3], "AP 5P");
    t.go("flip;M11");
    let o = outlook(&t);
    let charm = row(&o, Attr::Charm, 0);
    // Charm 2: target 2, fails 4 in 6, and −2 kills.
    assert!(close(charm.one_die.death, 4.0 / 6.0));
    let int = row(&o, Attr::Intelligence, 0);
    assert!(close(int.one_die.death, 4.0 / 6.0));
    let luck = row(&o, Attr::Luck, 0);
    assert!(close(luck.one_die.death, 0.0));
    assert!(close(luck.one_die.points_lost(), 3.0 / 6.0 * 2.0));
}

#[test]
fn a_court_card_check_matches_the_dice_arithmetic_when_the_card_adds_nothing() {
    // King of Swords: difficulty 4, Might or Agility (or Luck). Might 5: target 1.
    let mut t = Table::returning([5, 3, 3, 2, 3, 3], "AP 5P");
    t.go("flip;KS");
    let o = outlook(&t);
    let might = row(&o, Attr::Might, 0);
    let plain = Stakes::plain(
        CheckKind::Check,
        Attr::Might,
        target(5, 0, 4),
        Attributes([5, 3, 3, 2, 3, 3]),
    )
    .odds();
    // The engine played face by face and the dice arithmetic agree on every figure, under one
    // die and both lines (Luck spent and damage included).
    for (engine, dice) in [
        (&might.one_die, &plain.one_die),
        (&might.careful, &plain.careful),
        (&might.bold, &plain.bold),
    ] {
        assert!(close(engine.pass, dice.pass));
        assert!(close(engine.death, dice.death));
        for attr in Attr::ALL {
            assert!(close(
                engine.change[attr.index()],
                dice.change[attr.index()]
            ));
        }
    }
    // Luck is spent on re-rolls, counted only where the adventurer lives.
    assert!(might.careful.change[Attr::Luck.index()] < 0.0);
    // The points lost while living: the damage of a 2 to a 5 (1 to 4); a 6 kills.
    assert!(close(might.one_die.points_lost(), 10.0 / 6.0));
    assert!(close(plain.one_die.points_lost(), 10.0 / 6.0));
}

#[test]
fn a_cups_court_card_has_no_choice_and_still_shows_its_odds() {
    // Queen of Cups: Luck only, difficulty 3, no Cups may be spent: the die comes next.
    let mut t = Table::returning([3, 3, 2, 2, 3, 3], "AC 2C 3C 4C");
    t.go("flip;QC");
    assert!(matches!(t.question(), Question::Die { reroll: false, .. }));
    let o = outlook(&t);
    assert!(!o.choosing);
    assert_eq!(o.rows.len(), 1);
    let r = &o.rows[0];
    assert_eq!((r.attr, r.boosts, r.target), (Attr::Luck, 0, 1));
    // Target 1: a 1 passes; Luck 2 dies when it fails by 2 or more (3, 4, 5, 6).
    assert!(close(r.one_die.pass, 1.0 / 6.0));
    assert!(close(r.one_die.death, 4.0 / 6.0));
}

#[test]
fn the_towers_luck_check_shows_its_odds_and_what_a_failure_draws() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 5P 9S");
    t.go("flip;M16");
    assert!(matches!(t.question(), Question::Die { .. }));
    let o = outlook(&t);
    assert!(!o.choosing);
    let r = &o.rows[0];
    assert_eq!(r.attr, Attr::Luck);
    assert!(close(r.one_die.pass, 3.0 / 6.0));
    // A 6 fails by 3 and Luck 3 dies.
    assert!(r.worst_failure.kills());
    assert!(close(r.one_die.death, 1.0 / 6.0));
}

#[test]
fn a_court_card_in_the_high_priestess_spread_shows_its_odds() {
    // A Page of Cups turned from the spread: Luck at difficulty 2, no choice.
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    t.go("flip;M2;5S;PC;M7;2");
    assert!(matches!(t.question(), Question::Die { .. }));
    let o = outlook(&t);
    assert_eq!(o.rows.len(), 1);
    assert_eq!(o.rows[0].target, 1);
    assert!(close(o.rows[0].one_die.pass, 1.0 / 6.0));
}

#[test]
fn a_single_attribute_check_without_the_wildcard_or_cups_shows_its_odds() {
    let mut t = Table::with([3, 3, 3, 2, 3, 2], "AP 5P", no_wildcard(), &[]);
    t.go("flip;M1");
    assert!(matches!(t.question(), Question::Die { .. }));
    let o = outlook(&t);
    assert_eq!(o.rows.len(), 1);
    assert_eq!(o.rows[0].attr, Attr::Evocation);
    assert!(close(o.rows[0].one_die.death, 4.0 / 6.0));
}

#[test]
fn the_moon_failure_loses_a_random_card_next() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    t.go("flip;M18");
    let o = outlook(&t);
    let evo = row(&o, Attr::Evocation, 0);
    assert!(matches!(
        evo.worst_failure.next,
        Some(Question::RandomDiscard { remaining: 1, .. })
    ));
    assert_eq!(evo.one_die.death, 0.0);
    assert_eq!(evo.careful.death, 0.0);
}

#[test]
fn the_hanged_man_gives_back_what_its_check_took() {
    // Agility 4, target 4: a 5 fails by 1 (4 → 3, then +2 → 5), a 6 by 2 (→ 2 → 4): no loss.
    let mut t = Table::returning([3, 4, 3, 2, 3, 3], "7S 5P");
    t.go("flip;M12;7S");
    let o = outlook(&t);
    let agility = row(&o, Attr::Agility, 0);
    // Nothing is lost: a 5 ends one up, a 6 even.
    assert!(close(agility.one_die.points_lost(), -1.0 / 6.0));
    assert_eq!(agility.worst_failure.changes.len(), 2);
}

#[test]
fn a_failed_skip_counts_the_damage_and_the_event() {
    // Justice after a passed check: facing it costs 1 of that skill. Skipping with Charm 1
    // (target 1) fails on 2..6: the damage kills on 2 or more... so Charm 1 is deadly.
    let mut t = Table::returning([3, 3, 3, 2, 1, 3], "AP 5P");
    t.go("flip;M8");
    let o = outlook(&t);
    let charm = row(&o, Attr::Charm, 0);
    assert!(close(charm.one_die.death, 5.0 / 6.0));
    // The Empress skipped with Intelligence: a failure does the damage, then asks for the two
    // cards to discard.
    let mut t = Table::returning([3, 3, 3, 4, 3, 3], "AP 5P 2C 3C");
    t.go("flip;M3");
    let o = outlook(&t);
    let int = row(&o, Attr::Intelligence, 0);
    assert!(matches!(
        int.worst_failure.next,
        Some(Question::Discard { remaining: 2, .. })
    ));
}

#[test]
fn cups_rows_name_the_cups_they_spend_and_useless_spends_are_marked() {
    // Might 2 against the Queen of Swords (difficulty 3): +1 costs 2 Cups, +2 costs 2 + 3.
    let mut t = Table::returning([2, 1, 3, 2, 3, 3], "9C 2C AC 4C 5C AP");
    t.go("flip;QS;might");
    assert!(matches!(t.question(), Question::Cups { .. }));
    let o = outlook(&t);
    assert_eq!(o.rows.len(), 3);
    assert_eq!(row(&o, Attr::Might, 1).cups_cards, cards("AC 2C"));
    assert_eq!(row(&o, Attr::Might, 2).cups_cards, cards("AC 2C 4C 5C 9C"));
    // Might 5 against a Page (difficulty 1): target 4; +1 (five Cups) makes 5 and passes more
    // often, so neither row beats the other. Only Might's rows: the question is about Might.
    let mut t = Table::returning([5, 3, 3, 2, 3, 3], "AC 2C 3C 4C 5C 6C AP");
    t.go("flip;PS;might");
    let o = outlook(&t);
    assert!(o.rows.iter().all(|r| r.attr == Attr::Might));
    assert!(!row(&o, Attr::Might, 0).dominated);
    assert!(!row(&o, Attr::Might, 1).dominated);
}

#[test]
fn a_target_of_six_makes_a_boost_useless_and_it_is_marked() {
    // The Magician's roll with Evocation 5: target 5; +1 makes 6, which passes no more often
    // (a 6 always fails).
    let mut t = Table::returning([3, 3, 3, 2, 3, 5], "AC 2C 3C 4C 5C 6C AP");
    t.go("flip;M1;evocation");
    let o = outlook(&t);
    let none = row(&o, Attr::Evocation, 0);
    let one = row(&o, Attr::Evocation, 1);
    assert!(close(none.one_die.pass, one.one_die.pass));
    assert!(one.dominated, "spending Cups for nothing");
    assert!(!none.dominated);
}

#[test]
fn accepting_a_failure_says_when_it_kills_and_luck_1_warns_about_rerolling() {
    // Might 2 against the Knight of Swords (difficulty 2): target 1 (clamped). A 3 fails by 2.
    let mut t = Table::returning([2, 3, 1, 2, 3, 3], "AP 5P");
    t.go("flip;NS;might;3");
    assert!(matches!(t.question(), Question::Reroll { .. }));
    let answers = consequences(&t.delve);
    let accept = answers
        .iter()
        .find(|c| c.answer == Answer::Reroll(false))
        .unwrap();
    assert!(accept.effects.kills());
    assert_eq!(accept.death, 1.0);
    assert_eq!(
        accept.warnings,
        vec![Warning::Kills(Some(Change {
            attr: Attr::Might,
            from: 2,
            to: 0
        }))]
    );
    let reroll = answers
        .iter()
        .find(|c| c.answer == Answer::Reroll(true))
        .unwrap();
    assert!(reroll.warnings.contains(&Warning::LastLuck));
    // Only a 1 saves: any other face spends the last Luck.
    assert!(close(reroll.death, 5.0 / 6.0));
    assert!(
        reroll.death < accept.death,
        "here re-rolling is the lesser risk"
    );
}

#[test]
fn each_answer_says_which_cards_it_loses() {
    // The Swords action: which Swords go, and the +1.
    let t = Table::returning([2, 3, 3, 2, 3, 3], "9S 2S 5S AP");
    let answers = consequences(&t.delve);
    let swords = answers
        .iter()
        .find(|c| c.answer == Answer::Swords(Attr::Might))
        .unwrap();
    assert_eq!(swords.effects.lost, cards("2S 5S"));
    assert_eq!(
        swords.effects.changes,
        vec![Change {
            attr: Attr::Might,
            from: 2,
            to: 3
        }]
    );
    // The Star faced: three Cups, the lowest first.
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "KC 4C AC 2C AP");
    t.go("flip;M17");
    let face = consequences(&t.delve)
        .into_iter()
        .find(|c| c.answer == Answer::Skip(false))
        .unwrap();
    assert_eq!(face.effects.lost, cards("AC 2C 4C"));
    // A Wands action: the Wands go, and the Evocation check's odds come with it.
    let t = Table::returning([3, 3, 3, 2, 3, 3], "AW 2W AP");
    let wands = consequences(&t.delve)
        .into_iter()
        .find(|c| c.answer == Answer::Wands(2))
        .unwrap();
    assert_eq!(wands.effects.lost, cards("AW 2W"));
    assert!(wands.odds.is_some());
    // Leaving through The Fool: the score.
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    t.go("flip;M0");
    let leave = consequences(&t.delve)
        .into_iter()
        .find(|c| c.answer == Answer::Leave(true))
        .unwrap();
    assert_eq!(leave.effects.outcome, Some(Outcome::Escaped { score: 2 }));
}

#[test]
fn the_devil_chosen_on_an_attribute_at_1_kills() {
    let mut t = Table::returning([1, 3, 3, 2, 3, 3], "AP 5P");
    t.go("flip;M15;face");
    let answers = consequences(&t.delve);
    let might = answers
        .iter()
        .find(|c| c.answer == Answer::Attr(Attr::Might))
        .unwrap();
    assert!(might.effects.kills());
    assert_eq!(
        might.effects.outcome,
        Some(Outcome::Died {
            cause: DeathCause::Card(malice::tarot::card::Card::major(15))
        })
    );
    let agility = answers
        .iter()
        .find(|c| c.answer == Answer::Attr(Attr::Agility))
        .unwrap();
    assert!(!agility.effects.kills());
}

#[test]
fn chance_questions_have_no_consequences_to_choose_from() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    t.go("flip");
    assert!(consequences(&t.delve).is_empty());
}

#[test]
fn percents_round_to_the_nearest_and_never_hide_a_small_chance() {
    assert_eq!(percent(0.0), "0%");
    assert_eq!(percent(1.0), "100%");
    assert_eq!(percent(3.0 / 6.0), "50%");
    assert_eq!(percent(4.0 / 6.0), "67%");
    assert_eq!(percent(5.0 / 6.0), "83%");
    assert_eq!(percent(2.0 / 6.0), "33%");
    assert_eq!(percent(0.001), "<1%");
    assert_eq!(percent(0.999), ">99%");
}

#[test]
fn the_escape_estimate_is_seeded_and_a_fraction() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    t.go("flip;M0");
    let a = escape_estimate(&t.delve, PolicyKind::Cautious, 40, 7);
    let b = escape_estimate(&t.delve, PolicyKind::Cautious, 40, 7);
    assert_eq!(a, b, "the same seed gives the same figure");
    assert_eq!(a.runs, 40);
    // The cautious player leaves at the first Fool: every run escapes from here.
    assert_eq!(a.escaped, 40);
    assert_eq!(a.chance(), 1.0);
    // A fresh adventurer escapes sometimes, not always.
    let fresh = malice::tarot::delve::Delve::new(DelveSetup::new_adventurer()).unwrap();
    let f = escape_estimate(&fresh, PolicyKind::Cautious, 60, 1);
    assert!(f.escaped < 60, "{f:?}");
}

#[test]
fn the_face_down_cards_of_a_spread_give_nothing_away() {
    // The High Priestess lays a Five of Swords, a Page of Cups and a Seven of Swords face down:
    // the second is a court card and its check could kill, but before it is turned the three
    // look the same to the player, so no answer may carry odds or warnings of its own.
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    t.go("flip;M2;5S;PC;7S");
    assert!(matches!(t.question(), Question::Pick { count: 3 }));
    assert!(consequences(&t.delve).is_empty());
}
