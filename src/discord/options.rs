//! The slash commands' option types: the choices Discord shows (games, sides, scopes,
//! notification preferences, languages, on/off) and the reading of typed options, each mapped
//! to the service's own type.

use crate::games::{msg, GameKind, Msg};
use crate::i18n::Lang;
use crate::service::text::echo;
use crate::service::{self, NotifyPref, Scope, SideChoice};
use std::time::Duration;

/// The games, as a slash-command choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum GameOption {
    #[name = "game-topo"]
    Topo,
    #[name = "game-xiangqi"]
    Xiangqi,
    #[name = "game-tempo"]
    Tempo,
}

impl From<GameOption> for GameKind {
    fn from(option: GameOption) -> GameKind {
        match option {
            GameOption::Topo => GameKind::Topo,
            GameOption::Xiangqi => GameKind::Xiangqi,
            GameOption::Tempo => GameKind::Tempo,
        }
    }
}

/// Which side the challenger takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum SideOption {
    #[name = "side-first"]
    First,
    #[name = "side-second"]
    Second,
    #[name = "side-random"]
    Random,
}

impl From<SideOption> for SideChoice {
    fn from(option: SideOption) -> SideChoice {
        match option {
            SideOption::First => SideChoice::First,
            SideOption::Second => SideChoice::Second,
            SideOption::Random => SideChoice::Random,
        }
    }
}

/// Leaderboard scope.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ScopeOption {
    #[name = "scope-server"]
    Server,
    #[name = "scope-global"]
    Global,
}

impl From<ScopeOption> for Scope {
    fn from(option: ScopeOption) -> Scope {
        match option {
            ScopeOption::Server => Scope::Server,
            ScopeOption::Global => Scope::Global,
        }
    }
}

/// How a player wants to hear about their games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum NotifyOption {
    #[name = "notify-mention"]
    Mention,
    #[name = "notify-dm"]
    Dm,
    #[name = "notify-none"]
    None,
}

impl From<NotifyOption> for NotifyPref {
    fn from(option: NotifyOption) -> NotifyPref {
        match option {
            NotifyOption::Mention => NotifyPref::Mention,
            NotifyOption::Dm => NotifyPref::Dm,
            NotifyOption::None => NotifyPref::None,
        }
    }
}

/// On or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Switch {
    #[name = "switch-on"]
    On,
    #[name = "switch-off"]
    Off,
}

/// What a Xiangqi move completing a losing repetition does (`/settings xiangqi-repetition`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum RepetitionOption {
    #[name = "repetition-end"]
    End,
    #[name = "repetition-refuse"]
    Refuse,
}

/// A language to choose (`/language`, `/settings language`): one kibitz speaks, or automatic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LanguageOption {
    #[name = "language-auto"]
    Auto,
    #[name = "language-en"]
    En,
    #[name = "language-it"]
    It,
    #[name = "language-es"]
    Es,
    #[name = "language-pl"]
    Pl,
    #[name = "language-zh-cn"]
    ZhCn,
    #[name = "language-zh-tw"]
    ZhTw,
}

impl LanguageOption {
    /// The language chosen; `None` for automatic.
    pub fn lang(self) -> Option<Lang> {
        match self {
            LanguageOption::Auto => None,
            LanguageOption::En => Some(Lang::En),
            LanguageOption::It => Some(Lang::It),
            LanguageOption::Es => Some(Lang::Es),
            LanguageOption::Pl => Some(Lang::Pl),
            LanguageOption::ZhCn => Some(Lang::ZhCn),
            LanguageOption::ZhTw => Some(Lang::ZhTw),
        }
    }
}

/// Reads the `time_per_move` option: `None` when not given, a message the user can act on when
/// it is not a duration. (Whether it is in the allowed range is the service's rule.)
pub fn time_per_move(text: Option<&str>) -> Result<Option<Duration>, Msg> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(text) => service::parse_duration(text)
            .map(Some)
            .map_err(|_| msg!("discord-time-per-move-unreadable", text = echo(text))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::say;

    #[test]
    fn game_side_scope_and_preference_options_map_one_to_one() {
        assert_eq!(GameKind::from(GameOption::Xiangqi), GameKind::Xiangqi);
        assert_eq!(GameKind::from(GameOption::Topo), GameKind::Topo);
        assert_eq!(GameKind::from(GameOption::Tempo), GameKind::Tempo);
        assert_eq!(SideChoice::from(SideOption::Second), SideChoice::Second);
        assert_eq!(SideChoice::from(SideOption::Random), SideChoice::Random);
        assert_eq!(Scope::from(ScopeOption::Global), Scope::Global);
        assert_eq!(NotifyPref::from(NotifyOption::Dm), NotifyPref::Dm);
        assert_eq!(NotifyPref::from(NotifyOption::None), NotifyPref::None);
    }

    #[test]
    fn time_per_move_is_read_for_people() {
        assert_eq!(time_per_move(None), Ok(None));
        assert_eq!(time_per_move(Some("  ")), Ok(None));
        assert_eq!(
            time_per_move(Some("12h")),
            Ok(Some(Duration::from_secs(12 * 3600)))
        );
        assert_eq!(
            time_per_move(Some("1d 12h")),
            Ok(Some(Duration::from_secs(36 * 3600)))
        );
        let error = say(Lang::En, &time_per_move(Some("tomorrow")).unwrap_err());
        assert!(
            error.contains("tomorrow") && error.contains("3d"),
            "{error}"
        );
        let italian = say(Lang::It, &time_per_move(Some("domani")).unwrap_err());
        assert_eq!(
            italian,
            "'domani' non è un tempo per mossa: scrivilo come 12h, 3d oppure 1d 12h"
        );
    }

    #[test]
    fn the_language_choices_name_each_language_once() {
        let all = [
            LanguageOption::En,
            LanguageOption::It,
            LanguageOption::Es,
            LanguageOption::Pl,
            LanguageOption::ZhCn,
            LanguageOption::ZhTw,
        ];
        let langs: Vec<Lang> = all.iter().filter_map(|o| o.lang()).collect();
        assert_eq!(langs, Lang::ALL);
        assert_eq!(LanguageOption::Auto.lang(), None);
    }
}
