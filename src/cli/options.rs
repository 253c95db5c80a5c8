//! Command-line flags shared by the tarot commands: house-rule options.

use clap::Args;

use malice::tarot::rules::RuleOptions;

/// `--rule key=value`, repeated, over the defaults of `data/rules.toml`.
#[derive(Debug, Args)]
pub struct RuleArgs {
    /// A house rule, as key=value (e.g. `empty_deck=lost`, `luck_wildcard=false`,
    /// `min_failure_damage=1`, `court_difficulty=1,2,3,4`, `refill_opening_hand=true`).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    rules: Vec<String>,
}

impl RuleArgs {
    /// The options: defaults with the given changes.
    pub fn options(&self) -> Result<RuleOptions, Box<dyn std::error::Error>> {
        let mut options = RuleOptions::default();
        for rule in &self.rules {
            let (key, value) = rule
                .split_once('=')
                .ok_or_else(|| format!("`--rule {rule}`: write it as key=value"))?;
            options
                .set(key.trim(), value.trim())
                .map_err(|e| format!("`--rule {rule}` on the command line: {e}"))?;
        }
        Ok(options)
    }
}
