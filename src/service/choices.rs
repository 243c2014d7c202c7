//! Autocomplete: what the options of a command offer while the user types (moves, game ids,
//! challenge ids, sides). None of this ever fails: anything unreadable gives fewer choices.

use super::text::truncate;
use super::views::{player_msg, result_for};
use super::{Actor, Place, Service, ServiceError};
use crate::games::{is_invisible, msg, GameKind, MoveChoice, Msg, Side};
use crate::model::Timestamp;
use crate::store::{ChallengeDoc, GameDoc, GamesOf, PlayerGames};
use std::time::Duration;

/// At most this many choices (Discord shows 25).
pub const MAX_CHOICES: usize = 25;
/// Names are cut to this many characters inside a label, so the rest of it still shows.
const NAME_IN_LABEL: usize = 32;

/// The value of the one choice `/move` offers when the user cannot move (see
/// [`MoveSuggestions::Unavailable`]). Sending it gets the reason again from [`Service::play`]
/// (not your turn, no game, game over), or, if it became the user's turn meanwhile, a pointer to
/// the legal moves: never "not a move".
pub const NO_MOVE: &str = "(no move)";

/// One autocomplete choice: what the list shows, and what is sent when it is picked.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    /// What the list shows, said in the reader's language by the front end (which cuts it to
    /// Discord's 100 characters).
    pub name: Msg,
    /// What the option's value becomes.
    pub value: String,
}

impl Choice {
    fn new(name: Msg, value: impl Into<String>) -> Choice {
        Choice {
            name,
            value: value.into(),
        }
    }
}

/// What `/move` can suggest.
#[derive(Debug, Clone, PartialEq)]
pub enum MoveSuggestions {
    /// The legal moves matching what was typed (possibly none), best first.
    Moves(Vec<MoveChoice>),
    /// The user cannot move now; the message says why (`Not your turn: bob (Black) is to move
    /// in K7Q2`). Offered as one choice whose value is [`NO_MOVE`]; a choice list shows
    /// backticks as such, so the front end leaves them out.
    Unavailable(Msg),
}

/// Which games a `game` option lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameFilter {
    /// Games going on (for moving, resigning, offers).
    Active,
    /// Games going on, then finished ones, latest first (for looking and exporting).
    Any,
}

/// Which challenges a challenge option lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChallengeFilter {
    /// Challenges the user may take: addressed to them, or open and not theirs.
    Accept,
    /// Challenges addressed to the user.
    Decline,
    /// The user's own challenges.
    Cancel,
}

/// A name short enough to leave room for the rest of a label.
fn short_name(name: &str) -> String {
    truncate(name, NAME_IN_LABEL)
}

/// A player as a label names them: a person by a [`short_name`], the computer by its level.
fn short_player(slot: &crate::store::PlayerSlot) -> Msg {
    match slot.user.computer_level() {
        Some(_) => player_msg(slot),
        None => Msg::verbatim(short_name(&slot.name)),
    }
}

impl Service {
    /// Legal moves for autocomplete: the moves of the actor's game (only when it is their turn)
    /// that match what they typed, most useful first, at most 25. Never fails: anything wrong
    /// gives no suggestions ([`Service::move_suggestions`] says why).
    pub fn suggest_moves(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        typed: &str,
    ) -> Vec<MoveChoice> {
        match self.move_suggestions(actor, place, game, typed) {
            MoveSuggestions::Moves(moves) => moves,
            MoveSuggestions::Unavailable(_) => Vec::new(),
        }
    }

    /// Legal moves for autocomplete, or why the actor cannot move now.
    ///
    /// Matching ignores case, spaces, `-` and `x`. Moves whose canonical form starts with the
    /// typed text come first (typing a square lists the moves of the piece on it), then moves
    /// whose human notation starts with it, then those containing it anywhere.
    pub fn move_suggestions(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        typed: &str,
    ) -> MoveSuggestions {
        let why = |error: ServiceError| match error.user_message() {
            Some(message) => MoveSuggestions::Unavailable(message),
            None => MoveSuggestions::Moves(Vec::new()),
        };
        let doc = match self.find_game(actor, place, game) {
            Ok(doc) => doc,
            Err(e) => return why(e),
        };
        let side = match self.player_side(&doc, actor) {
            Ok(side) => side,
            Err(e) => return why(e),
        };
        if doc.to_move != side {
            let player = short_player(doc.player(doc.to_move));
            return MoveSuggestions::Unavailable(msg!(
                "views-choice-not-your-turn",
                player = player,
                side = (doc.kind, doc.to_move),
                id = doc.id.as_str(),
            ));
        }
        match self.rebuild(&doc) {
            Ok(game) => MoveSuggestions::Moves(rank_choices(game.move_choices(), typed, 25)),
            Err(_) => MoveSuggestions::Moves(Vec::new()),
        }
    }

    /// The actor's games for a `game` option: value the id, name such as (in English)
    /// `K7Q2 · Xiangqi vs bob · your turn · 1 day left`. Most urgent first: the games where it
    /// is their turn, then by deadline (then the ones in this channel); with [`GameFilter::Any`],
    /// the latest [`MAX_CHOICES`] finished games follow, latest first (an older one is named by
    /// typing its id in full). Filtered by the typed text (start of the id, part of the
    /// opponent's name, or the game's name); at most [`MAX_CHOICES`]. One read of the store
    /// ([`crate::store::Store::games_of`]): this runs at every keystroke.
    pub fn game_choices(
        &self,
        actor: &Actor,
        place: &Place,
        typed: &str,
        filter: GameFilter,
    ) -> Vec<Choice> {
        let typed = typed.trim().to_lowercase();
        let which = match filter {
            GameFilter::Active => GamesOf::ACTIVE,
            GameFilter::Any => GamesOf::active_and_finished(MAX_CHOICES),
        };
        // Unreadable games are left out of the choices.
        let Ok(PlayerGames {
            mut active,
            finished,
            ..
        }) = self.store.games_of(actor.user, which)
        else {
            return Vec::new();
        };
        let my_turn = |d: &GameDoc| d.side_of(actor.user) == Some(d.to_move);
        active.sort_by_key(|d| {
            (
                !my_turn(d),
                d.deadline.unwrap_or(Timestamp(i64::MAX)),
                d.channel != place.channel,
            )
        });
        let now = self.now();
        active
            .iter()
            .chain(finished.iter())
            .filter_map(|d| {
                let side = d.side_of(actor.user)?;
                let opponent = &d.player(side.opponent()).name;
                let matches = typed.is_empty()
                    || d.id.as_str().to_lowercase().starts_with(&typed)
                    || opponent.to_lowercase().contains(&typed)
                    || d.kind.title().to_lowercase().starts_with(&typed);
                if !matches {
                    return None;
                }
                let state = if d.is_active() {
                    let left = d.time_left(now);
                    match (my_turn(d), left) {
                        (true, Some(left)) => msg!("views-choice-your-turn", left = left),
                        (true, None) => Msg::new("views-choice-your-turn-untimed"),
                        (false, Some(left)) => msg!("views-choice-their-turn", left = left),
                        (false, None) => Msg::new("views-choice-their-turn-untimed"),
                    }
                } else {
                    result_for(d, side)?
                };
                let opponent = short_player(d.player(side.opponent()));
                let name = msg!(
                    "views-choice-game",
                    id = d.id.as_str(),
                    game = d.kind,
                    opponent = opponent,
                    state = state,
                );
                Some(Choice::new(name, d.id.as_str()))
            })
            .take(MAX_CHOICES)
            .collect()
    }

    /// The challenges the actor can answer (or cancel) for a challenge option: value the id,
    /// name such as (in English) `Q3ZX · Xiangqi from alice · 3 days per move · expires in 23
    /// hours`. Soonest expiry first; filtered by the typed text (start of the id, part of a
    /// name, or the game's name); at most 25.
    pub fn challenge_choices(
        &self,
        actor: &Actor,
        typed: &str,
        filter: ChallengeFilter,
    ) -> Vec<Choice> {
        let typed = typed.trim().to_lowercase();
        let now = self.now();
        let Ok(all) = self.store.challenges() else {
            return Vec::new();
        };
        let mine = |c: &ChallengeDoc| c.challenger.user == actor.user;
        let to_me = |c: &ChallengeDoc| c.opponent.as_ref().is_some_and(|o| o.user == actor.user);
        let mut challenges: Vec<ChallengeDoc> = all
            .into_iter()
            .filter(|c| c.expires > now)
            .filter(|c| match filter {
                ChallengeFilter::Accept => !mine(c) && (c.opponent.is_none() || to_me(c)),
                ChallengeFilter::Decline => to_me(c),
                ChallengeFilter::Cancel => mine(c),
            })
            .collect();
        challenges.sort_by(|a, b| (a.expires, a.id.as_str()).cmp(&(b.expires, b.id.as_str())));
        challenges
            .iter()
            .filter_map(|c| {
                let other = if mine(c) {
                    c.opponent.as_ref().map_or("", |o| o.name.as_str())
                } else {
                    c.challenger.name.as_str()
                };
                let matches = typed.is_empty()
                    || c.id.as_str().to_lowercase().starts_with(&typed)
                    || other.to_lowercase().contains(&typed)
                    || c.kind.title().to_lowercase().starts_with(&typed);
                if !matches {
                    return None;
                }
                let id = match (mine(c), &c.opponent) {
                    (true, Some(_)) => "views-choice-challenge-to",
                    (true, None) => "views-choice-challenge-open",
                    (false, None) => "views-choice-challenge-from-open",
                    (false, Some(_)) => "views-choice-challenge-from",
                };
                let name = msg!(
                    id,
                    id = c.id.as_str(),
                    game = c.kind,
                    player = short_name(other),
                    time = Duration::from_secs(c.time_per_move),
                    left = now.until(c.expires),
                );
                Some(Choice::new(name, c.id.as_str()))
            })
            .take(MAX_CHOICES)
            .collect()
    }

    /// The sides for `/board as`: the colours of the game shown (the typed `game`, else the
    /// actor's game here or their last one), or `first` and `second` when no game is known.
    /// Filtered by the start of the typed text. Values are what [`Service::board`] reads.
    pub fn side_choices(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        typed: &str,
    ) -> Vec<Choice> {
        let typed = typed.trim().to_lowercase();
        let kind: Option<GameKind> = self
            .find_game_or_last(actor, place, game)
            .ok()
            .map(|d| d.kind);
        // Each choice with the words it is found by: its value, and its colours and games in
        // English (what `/board` reads).
        let choices: Vec<(Choice, String)> = match kind {
            Some(kind) => Side::ALL
                .iter()
                .map(|&side| {
                    let id = match side {
                        Side::First => "views-choice-side-first",
                        Side::Second => "views-choice-side-second",
                    };
                    let name = msg!(id, side = (kind, side), game = kind);
                    (
                        Choice::new(name, kind.side_name(side)),
                        kind.side_name(side).to_string(),
                    )
                })
                .collect(),
            None => Side::ALL
                .iter()
                .map(|&side| {
                    let (word, id) = match side {
                        Side::First => ("first", "views-choice-side-any-first"),
                        Side::Second => ("second", "views-choice-side-any-second"),
                    };
                    let colours: Vec<Msg> = GameKind::ALL
                        .iter()
                        .map(|&k| msg!("views-choice-side-in", side = (k, side), game = k))
                        .collect();
                    let search: Vec<String> = GameKind::ALL
                        .iter()
                        .map(|k| format!("{} {}", k.side_name(side), k.name()))
                        .collect();
                    (
                        Choice::new(msg!(id, sides = colours), word),
                        format!("{word} {}", search.join(" ")),
                    )
                })
                .collect(),
        };
        choices
            .into_iter()
            .filter(|(c, search)| {
                typed.is_empty() || c.value.starts_with(&typed) || search.contains(&typed)
            })
            .map(|(c, _)| c)
            .collect()
    }
}

/// Normalises move text for matching: lower case, without spaces, `-`, `x` and invisible
/// marks, traditional characters read as simplified ones, full-width digits (`８`) and
/// Chinese numerals (`八`) as ASCII digits, so
/// that `b3-c4` finds `b3c4` and `马8` finds `马８进７` (the typed text and every notation are
/// normalised alike).
fn squash(text: &str) -> String {
    text.chars()
        .filter(|&c| !c.is_whitespace() && c != '-' && c != 'x' && c != 'X' && !is_invisible(c))
        .map(|c| match c {
            '１'..='９' => char::from(b'1' + (u32::from(c) - u32::from('１')) as u8),
            // One character per piece and word whichever script or side's form is typed
            // (a traditional keyboard gives 馬 where the red horse is written 傌).
            '馬' | '傌' => '马',
            '車' | '俥' => '车',
            '砲' | '包' => '炮',
            '帥' => '帅',
            '將' => '将',
            '進' => '进',
            '後' => '后',
            _ => match "一二三四五六七八九".chars().position(|n| n == c) {
                Some(i) => char::from(b'1' + i as u8),
                None => c,
            },
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// Orders move choices by how well they match `typed` (see [`Service::move_suggestions`]):
/// canonical notation first, then the usual notation, Chinese notation in either script (a
/// reader may type simplified or traditional characters, whichever their keyboard gives) or the
/// Italian piece letters (`Lc7` finds the Lepre's move the usual notation writes `Qc7`).
pub fn rank_choices(mut choices: Vec<MoveChoice>, typed: &str, limit: usize) -> Vec<MoveChoice> {
    choices.sort_by(|a, b| a.canonical.cmp(&b.canonical));
    let typed = squash(typed);
    if typed.is_empty() {
        choices.truncate(limit);
        return choices;
    }
    let mut ranked: Vec<(u8, MoveChoice)> = choices
        .into_iter()
        .filter_map(|choice| {
            let canonical = squash(&choice.canonical);
            let words = &choice.words;
            let others: Vec<String> = std::iter::once(&words.usual)
                .chain(words.simplified.as_ref())
                .chain(words.traditional.as_ref())
                .chain(words.italian.as_ref())
                .map(|w| squash(w))
                .collect();
            let rank = if canonical.starts_with(&typed) {
                0
            } else if others.iter().any(|w| w.starts_with(&typed)) {
                1
            } else if canonical.contains(&typed) || others.iter().any(|w| w.contains(&typed)) {
                2
            } else {
                return None;
            };
            Some((rank, choice))
        })
        .collect();
    ranked.sort_by_key(|(rank, _)| *rank);
    ranked.into_iter().map(|(_, c)| c).take(limit).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games;

    fn choice(c: &str, h: &str) -> MoveChoice {
        MoveChoice {
            canonical: c.into(),
            words: crate::games::MoveWords::usual(h),
        }
    }

    #[test]
    fn suggestions_rank_the_typed_square_first() {
        let choices = vec![
            choice("b0c2", "H2+3"),
            choice("h2e2", "C2=5"),
            choice("h2h9", "C2+7"),
            choice("a3a4", "P9+1"),
        ];
        let ranked = rank_choices(choices.clone(), "h2", 25);
        assert_eq!(ranked[0].canonical, "h2e2");
        assert_eq!(ranked[1].canonical, "h2h9");
        assert_eq!(ranked.len(), 3, "H2+3 matches by human notation");
        assert_eq!(ranked[2].canonical, "b0c2");
        assert_eq!(rank_choices(choices.clone(), "C2=", 25).len(), 1);
        assert_eq!(rank_choices(choices.clone(), "", 2).len(), 2);
        assert!(rank_choices(choices, "zz", 25).is_empty());
    }

    #[test]
    fn chinese_input_finds_chinese_moves_in_either_script_and_digit_width() {
        let game = games::new_game(GameKind::Xiangqi, None).unwrap();
        let found = |typed: &str| -> Vec<String> {
            rank_choices(game.move_choices(), typed, 25)
                .into_iter()
                .map(|c| c.canonical)
                .collect()
        };
        let horses = found("马");
        assert_eq!(
            horses.len(),
            4,
            "red's two horses, two moves each: {horses:?}"
        );
        assert_eq!(
            found("馬"),
            horses,
            "traditional characters find the same moves"
        );
        assert_eq!(
            found("炮八"),
            found("炮8"),
            "Chinese numerals and ASCII digits alike"
        );
        assert_eq!(found("炮八平五"), vec!["b2e2".to_string()]);
        assert_eq!(found("炮二平五"), vec!["h2e2".to_string()]);
        assert_eq!(found("\u{200E}h2e2"), vec!["h2e2".to_string()]);
        let mut black = games::new_game(GameKind::Xiangqi, None).unwrap();
        black.play("h2e2").unwrap();
        let knights: Vec<String> = rank_choices(black.move_choices(), "马8", 25)
            .into_iter()
            .map(|c| c.canonical)
            .collect();
        assert_eq!(
            knights.len(),
            2,
            "black's 马８ (full-width) typed as 马8: {knights:?}"
        );
        let wide: Vec<String> = rank_choices(black.move_choices(), "馬８進７", 25)
            .into_iter()
            .map(|c| c.canonical)
            .collect();
        assert_eq!(wide, vec!["h9g7".to_string()]);
    }

    #[test]
    fn the_no_move_value_is_not_a_move_of_any_game() {
        // Discord's limit for a choice's value.
        assert!(NO_MOVE.chars().count() <= 100);
        for kind in GameKind::ALL {
            if let Ok(mut game) = games::new_game(kind, None) {
                assert!(game.play(NO_MOVE).is_err(), "{kind:?}");
            }
        }
    }
}
