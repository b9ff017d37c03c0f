//! Variant options: how a game declares them, and `key=value` settings that
//! come from the CLI (`--variant rule=odd,size=7`) or a URL.

use serde::Serialize;

use crate::error::Error;

/// The values an option takes.
#[derive(Clone, Copy, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum OptionValues {
    /// One of a list: (value, label for menus).
    Choice {
        choices: &'static [(&'static str, &'static str)],
    },
    /// A whole number in `min..=max`.
    Range { min: u32, max: u32 },
}

/// One variant option a game offers.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct OptionSpec {
    pub key: &'static str,
    pub label: &'static str,
    pub values: OptionValues,
    pub default: &'static str,
}

impl OptionSpec {
    /// The accepted values in a line of help text: `skip2|skip3` or `3..19`.
    pub fn describe_values(&self) -> String {
        match self.values {
            OptionValues::Choice { choices } => choices
                .iter()
                .map(|(value, _)| *value)
                .collect::<Vec<_>>()
                .join("|"),
            OptionValues::Range { min, max } => format!("{min}..{max}"),
        }
    }

    pub fn check(&self, value: &str) -> Result<(), Error> {
        let accepted = match self.values {
            OptionValues::Choice { choices } => choices.iter().any(|(choice, _)| *choice == value),
            OptionValues::Range { min, max } => {
                let canonical = value.parse::<u32>().is_ok_and(|n| n.to_string() == value);
                canonical && value.parse::<u32>().is_ok_and(|n| (min..=max).contains(&n))
            }
        };
        if accepted {
            Ok(())
        } else {
            Err(Error::BadOptionValue {
                key: self.key.to_string(),
                value: value.to_string(),
                expected: self.describe_values().into(),
            })
        }
    }
}

/// Ordered `key=value` pairs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings(pub Vec<(String, String)>);

impl Settings {
    /// Parses `key=value` pairs separated by `sep` (`,` on the command line,
    /// `&` in a URL); empty text is no settings.
    pub fn parse(text: &str, sep: char) -> Result<Settings, Error> {
        let mut pairs: Vec<(String, String)> = Vec::new();
        for part in text
            .split(sep)
            .map(str::trim)
            .filter(|part| !part.is_empty())
        {
            let (key, value) = part
                .split_once('=')
                .filter(|(key, value)| !key.is_empty() && !value.is_empty())
                .ok_or_else(|| Error::MalformedOption(part.to_string()))?;
            if pairs.iter().any(|(seen, _)| seen == key) {
                return Err(Error::RepeatedOption(key.to_string()));
            }
            pairs.push((key.to_string(), value.to_string()));
        }
        Ok(Settings(pairs))
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    pub fn push(&mut self, key: &str, value: impl ToString) {
        self.0.push((key.to_string(), value.to_string()));
    }

    pub fn join(&self, sep: char) -> String {
        self.0
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(&sep.to_string())
    }

    /// For a game without options: any setting is an error.
    pub fn expect_none(&self, game: &'static str) -> Result<(), Error> {
        self.resolve(game, &[]).map(|_| ())
    }

    /// Checks every setting against the game's options and returns the value of
    /// each option in `specs` order, the default where it is not set.
    pub fn resolve(&self, game: &'static str, specs: &[OptionSpec]) -> Result<Vec<String>, Error> {
        for (key, value) in &self.0 {
            let spec =
                specs
                    .iter()
                    .find(|spec| spec.key == key)
                    .ok_or_else(|| Error::UnknownOption {
                        game,
                        key: key.clone(),
                        known: match specs {
                            [] => "it has none".to_string(),
                            _ => specs
                                .iter()
                                .map(|spec| spec.key)
                                .collect::<Vec<_>>()
                                .join(", "),
                        },
                    })?;
            spec.check(value)?;
        }
        Ok(specs
            .iter()
            .map(|spec| self.get(spec.key).unwrap_or(spec.default).to_string())
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[OptionSpec] = &[
        OptionSpec {
            key: "rule",
            label: "Rule",
            values: OptionValues::Choice {
                choices: &[("a", "A"), ("b", "B")],
            },
            default: "a",
        },
        OptionSpec {
            key: "size",
            label: "Size",
            values: OptionValues::Range { min: 3, max: 19 },
            default: "9",
        },
    ];

    #[test]
    fn resolves_defaults_and_given_values() {
        let settings = Settings::parse("size=7", ',').unwrap();
        assert_eq!(settings.resolve("g", SPECS).unwrap(), vec!["a", "7"]);
        assert_eq!(
            Settings::default().resolve("g", SPECS).unwrap(),
            vec!["a", "9"]
        );
    }

    #[test]
    fn rejects_bad_settings_with_their_error() {
        let err = |text: &str| {
            Settings::parse(text, ',')
                .and_then(|s| s.resolve("g", SPECS))
                .unwrap_err()
                .to_string()
        };
        assert_eq!(err("size"), "malformed option 'size': expected key=value");
        assert_eq!(err("size="), "malformed option 'size=': expected key=value");
        assert_eq!(
            err("size=2"),
            "bad value '2' for option 'size': expected 3..19"
        );
        assert_eq!(
            err("size=09"),
            "bad value '09' for option 'size': expected 3..19"
        );
        assert_eq!(
            err("size=+9"),
            "bad value '+9' for option 'size': expected 3..19"
        );
        assert_eq!(
            err("rule=c"),
            "bad value 'c' for option 'rule': expected a|b"
        );
        assert_eq!(
            err("colour=red"),
            "unknown option 'colour' for g (options: rule, size)"
        );
        assert_eq!(err("size=5,size=7"), "option 'size' is given twice");
    }
}
