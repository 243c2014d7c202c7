//! What a button does, encoded in its custom id so that it keeps working after a restart and
//! days later: the Discord layer only passes the string back to [`crate::service::Service::press`].
//!
//! Format: `kz1:<verb>:<id>[:<ply>]`, at most 100 characters (Discord's limit). The ply in draw
//! and take-back buttons pins the offer the button was posted for: once the game has moved on,
//! an old button answers "that offer is no longer open" instead of accepting a newer one.
//!
//! ```
//! use kibitz::service::{Action, GameId};
//! let action = Action::AcceptDraw { game: GameId::parse("K7Q2").unwrap(), ply: 14 };
//! let id = action.custom_id();
//! assert_eq!(id, "kz1:draw-accept:K7Q2:14");
//! assert_eq!(Action::from_custom_id(&id), Some(action));
//! ```

use super::Scope;
use crate::games::GameKind;
use crate::model::{ChallengeId, GameId, TournamentId};

/// A long list shown a page at a time.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ListKind {
    /// The presser's own games (`/games`).
    Games,
    /// A leaderboard.
    Leaderboard(GameKind, Scope),
    /// A tournament's standings (`/tournament standings`).
    Standings(TournamentId),
    /// A tournament round's boards (`/tournament pairings`): the tournament and the round.
    Pairings(TournamentId, u32),
}

impl ListKind {
    fn id(&self) -> String {
        match self {
            ListKind::Games => "games".to_string(),
            ListKind::Leaderboard(kind, Scope::Server) => format!("lb-server-{}", kind.name()),
            ListKind::Leaderboard(kind, Scope::Global) => format!("lb-global-{}", kind.name()),
            ListKind::Standings(tournament) => format!("ts-{tournament}"),
            ListKind::Pairings(tournament, round) => format!("tp-{tournament}-{round}"),
        }
    }

    fn read(id: &str) -> Option<ListKind> {
        if id == "games" {
            return Some(ListKind::Games);
        }
        if let Some(tournament) = id.strip_prefix("ts-") {
            return TournamentId::parse(tournament).map(ListKind::Standings);
        }
        if let Some(rest) = id.strip_prefix("tp-") {
            let (tournament, round) = rest.split_once('-')?;
            return Some(ListKind::Pairings(
                TournamentId::parse(tournament)?,
                round.parse().ok()?,
            ));
        }
        let rest = id.strip_prefix("lb-")?;
        let (scope, game) = rest.split_once('-')?;
        let scope = match scope {
            "server" => Scope::Server,
            "global" => Scope::Global,
            _ => return None,
        };
        let kind = GameKind::ALL.into_iter().find(|k| k.name() == game)?;
        Some(ListKind::Leaderboard(kind, scope))
    }
}

const PREFIX: &str = "kz1";
/// The version in [`PREFIX`]: ids of other versions are `kz<N>:…`.
const VERSION: u32 = 1;

/// Why a custom id is not an action of this version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ButtonIdError {
    /// `kz<N>:…` with N below this version's: a button posted by an older kibitz.
    Older,
    /// `kz<N>:…` with N above this version's: a newer kibitz posted it (a rolling upgrade).
    Newer,
    /// Not a kibitz id at all, or a damaged one.
    Malformed,
}

/// A button's action.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Action {
    /// Accept a challenge (the challenged player, or anyone for an open challenge).
    AcceptChallenge(ChallengeId),
    /// Decline a challenge (the challenged player).
    DeclineChallenge(ChallengeId),
    /// Withdraw a challenge (the challenger).
    CancelChallenge(ChallengeId),
    /// Accept the draw offered when the game was at `ply` moves.
    AcceptDraw { game: GameId, ply: usize },
    /// Decline the draw offered when the game was at `ply` moves.
    DeclineDraw { game: GameId, ply: usize },
    /// Accept the take-back asked when the game was at `ply` moves.
    AcceptTakeback { game: GameId, ply: usize },
    /// Decline the take-back asked when the game was at `ply` moves.
    DeclineTakeback { game: GameId, ply: usize },
    /// Show the current board of a game (from the presser's side).
    ShowBoard(GameId),
    /// Offer a draw from the button under a board shown at `ply`.
    OfferDraw { game: GameId, ply: usize },
    /// Resign from the button under a board shown at `ply`: asks to confirm first.
    Resign { game: GameId, ply: usize },
    /// The confirmation of [`Action::Resign`].
    ConfirmResign { game: GameId, ply: usize },
    /// Move from the button under a board: opens the menu of the pieces that can move.
    Move { game: GameId, ply: usize },
    /// The menu of pieces (its value: a square, or a file when there are too many squares).
    MoveFrom { game: GameId, ply: usize },
    /// The menu of moves (its value: a move in canonical notation).
    MoveTo { game: GameId, ply: usize },
    /// Another page of a long list.
    Page { list: ListKind, page: usize },
    /// Enter a tournament (the Join button under its announcement).
    JoinTournament(TournamentId),
    /// Show a tournament's standings.
    TournamentStandings(TournamentId),
}

impl Action {
    /// The custom id to put on the button (ASCII, at most 100 characters).
    pub fn custom_id(&self) -> String {
        match self {
            Action::AcceptChallenge(id) => format!("{PREFIX}:challenge-accept:{id}"),
            Action::DeclineChallenge(id) => format!("{PREFIX}:challenge-decline:{id}"),
            Action::CancelChallenge(id) => format!("{PREFIX}:challenge-cancel:{id}"),
            Action::AcceptDraw { game, ply } => format!("{PREFIX}:draw-accept:{game}:{ply}"),
            Action::DeclineDraw { game, ply } => format!("{PREFIX}:draw-decline:{game}:{ply}"),
            Action::AcceptTakeback { game, ply } => {
                format!("{PREFIX}:takeback-accept:{game}:{ply}")
            }
            Action::DeclineTakeback { game, ply } => {
                format!("{PREFIX}:takeback-decline:{game}:{ply}")
            }
            Action::ShowBoard(game) => format!("{PREFIX}:board:{game}"),
            Action::OfferDraw { game, ply } => format!("{PREFIX}:draw-offer:{game}:{ply}"),
            Action::Resign { game, ply } => format!("{PREFIX}:resign:{game}:{ply}"),
            Action::ConfirmResign { game, ply } => {
                format!("{PREFIX}:resign-confirm:{game}:{ply}")
            }
            Action::Move { game, ply } => format!("{PREFIX}:move:{game}:{ply}"),
            Action::MoveFrom { game, ply } => format!("{PREFIX}:move-from:{game}:{ply}"),
            Action::MoveTo { game, ply } => format!("{PREFIX}:move-to:{game}:{ply}"),
            Action::Page { list, page } => format!("{PREFIX}:page:{}:{page}", list.id()),
            Action::JoinTournament(id) => format!("{PREFIX}:tournament-join:{id}"),
            Action::TournamentStandings(id) => format!("{PREFIX}:tournament-standings:{id}"),
        }
    }

    /// The game the action is about (`None` for a challenge's buttons).
    pub fn game(&self) -> Option<&GameId> {
        match self {
            Action::AcceptChallenge(_)
            | Action::DeclineChallenge(_)
            | Action::CancelChallenge(_) => None,
            Action::AcceptDraw { game, .. }
            | Action::DeclineDraw { game, .. }
            | Action::AcceptTakeback { game, .. }
            | Action::DeclineTakeback { game, .. }
            | Action::ShowBoard(game)
            | Action::OfferDraw { game, .. }
            | Action::Resign { game, .. }
            | Action::ConfirmResign { game, .. }
            | Action::Move { game, .. }
            | Action::MoveFrom { game, .. }
            | Action::MoveTo { game, .. } => Some(game),
            Action::Page { .. } | Action::JoinTournament(_) | Action::TournamentStandings(_) => {
                None
            }
        }
    }

    /// Reads a custom id back; `None` for anything this version did not write.
    /// Whether the answer to this button goes below its message rather than replacing it: the
    /// actions under a board leave the board as it is (an offer or a resignation is news of
    /// its own; a confirmation or a private board is for the presser alone).
    pub fn answers_below(&self) -> bool {
        matches!(
            self,
            Action::ShowBoard(_)
                | Action::OfferDraw { .. }
                | Action::Resign { .. }
                | Action::ConfirmResign { .. }
                | Action::Move { .. }
                | Action::MoveFrom { .. }
                | Action::MoveTo { .. }
                // The announcement stays as it is under its buttons.
                | Action::JoinTournament(_)
                | Action::TournamentStandings(_)
        )
    }

    pub fn from_custom_id(text: &str) -> Option<Action> {
        Action::read(text).ok()
    }

    /// Reads a custom id back, saying why one is not this version's.
    pub fn read(text: &str) -> Result<Action, ButtonIdError> {
        let prefix = text.split(':').next().unwrap_or_default();
        if prefix != PREFIX {
            let version = prefix
                .strip_prefix("kz")
                .filter(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|v| v.parse::<u32>().ok());
            return Err(match version {
                Some(v) if v < VERSION => ButtonIdError::Older,
                Some(v) if v > VERSION => ButtonIdError::Newer,
                _ => ButtonIdError::Malformed,
            });
        }
        Action::read_current(text).ok_or(ButtonIdError::Malformed)
    }

    fn read_current(text: &str) -> Option<Action> {
        let mut parts = text.split(':');
        parts.next()?;
        let verb = parts.next()?;
        let id = parts.next()?;
        let ply = parts.next();
        if parts.next().is_some() {
            return None;
        }
        let challenge = || ChallengeId::parse(id);
        let game = || GameId::parse(id);
        let ply = || ply?.parse::<usize>().ok();
        let action = match verb {
            "challenge-accept" => Action::AcceptChallenge(challenge()?),
            "challenge-decline" => Action::DeclineChallenge(challenge()?),
            "challenge-cancel" => Action::CancelChallenge(challenge()?),
            "draw-accept" => Action::AcceptDraw {
                game: game()?,
                ply: ply()?,
            },
            "draw-decline" => Action::DeclineDraw {
                game: game()?,
                ply: ply()?,
            },
            "takeback-accept" => Action::AcceptTakeback {
                game: game()?,
                ply: ply()?,
            },
            "takeback-decline" => Action::DeclineTakeback {
                game: game()?,
                ply: ply()?,
            },
            "board" => Action::ShowBoard(game()?),
            "draw-offer" => Action::OfferDraw {
                game: game()?,
                ply: ply()?,
            },
            "resign" => Action::Resign {
                game: game()?,
                ply: ply()?,
            },
            "resign-confirm" => Action::ConfirmResign {
                game: game()?,
                ply: ply()?,
            },
            "move" => Action::Move {
                game: game()?,
                ply: ply()?,
            },
            "move-from" => Action::MoveFrom {
                game: game()?,
                ply: ply()?,
            },
            "move-to" => Action::MoveTo {
                game: game()?,
                ply: ply()?,
            },
            "tournament-join" => Action::JoinTournament(TournamentId::parse(id)?),
            "tournament-standings" => Action::TournamentStandings(TournamentId::parse(id)?),
            "page" => Action::Page {
                list: ListKind::read(id)?,
                page: ply()?,
            },
            _ => return None,
        };
        Some(action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_real_old_id_is_called_old() {
        assert_eq!(
            Action::read("kz0:draw-accept:K7Q2:3"),
            Err(ButtonIdError::Older)
        );
        assert_eq!(Action::read("kz2:anything"), Err(ButtonIdError::Newer));
        for forged in [
            "",
            "hello",
            "kz1:draw-accept:K7Q2:x",
            "kz1:launch:K7Q2",
            "kz:board:K7Q2",
            "kzz:board:K7Q2",
            "kz01:board:K7Q2",
            "kz1:board:K7Q2:1:2",
        ] {
            assert_eq!(
                Action::read(forged),
                Err(ButtonIdError::Malformed),
                "{forged}"
            );
        }
        assert!(Action::read("kz1:board:K7Q2").is_ok());
    }
    use proptest::prelude::*;

    fn all_actions() -> Vec<Action> {
        let g = GameId::parse("K7Q2").unwrap();
        let c = ChallengeId::parse("ZZ99").unwrap();
        vec![
            Action::AcceptChallenge(c.clone()),
            Action::DeclineChallenge(c.clone()),
            Action::CancelChallenge(c),
            Action::AcceptDraw {
                game: g.clone(),
                ply: 0,
            },
            Action::DeclineDraw {
                game: g.clone(),
                ply: 40,
            },
            Action::AcceptTakeback {
                game: g.clone(),
                ply: 7,
            },
            Action::DeclineTakeback {
                game: g.clone(),
                ply: usize::MAX,
            },
            Action::ShowBoard(g.clone()),
            Action::OfferDraw {
                game: g.clone(),
                ply: 7,
            },
            Action::Resign {
                game: g.clone(),
                ply: 0,
            },
            Action::ConfirmResign {
                game: g.clone(),
                ply: usize::MAX,
            },
            Action::Move {
                game: g.clone(),
                ply: 3,
            },
            Action::MoveFrom {
                game: g.clone(),
                ply: 4,
            },
            Action::MoveTo { game: g, ply: 5 },
            Action::Page {
                list: ListKind::Games,
                page: 3,
            },
            Action::Page {
                list: ListKind::Leaderboard(GameKind::Xiangqi, Scope::Global),
                page: 0,
            },
            Action::Page {
                list: ListKind::Leaderboard(GameKind::Topo, Scope::Server),
                page: 9,
            },
            Action::Page {
                list: ListKind::Pairings(TournamentId::parse("T7Q2X9AB").unwrap(), 100),
                page: 12,
            },
            Action::Page {
                list: ListKind::Standings(TournamentId::parse("T7QK").unwrap()),
                page: 24,
            },
        ]
    }

    #[test]
    fn every_action_round_trips_within_discords_limit() {
        for action in all_actions() {
            let id = action.custom_id();
            assert!(id.len() <= 100 && id.is_ascii(), "{id}");
            assert_eq!(Action::from_custom_id(&id), Some(action));
        }
    }

    #[test]
    fn foreign_ids_are_refused() {
        for text in [
            "",
            "kz1",
            "kz2:board:K7Q2",
            "kz1:board",
            "kz1:board:K7Q2:1:2",
            "kz1:draw-accept:K7Q2",
            "kz1:draw-accept:K7Q2:x",
            "kz1:explode:K7Q2",
        ] {
            assert_eq!(Action::from_custom_id(text), None, "{text}");
        }
    }

    proptest! {
        #[test]
        fn decoding_never_panics(text in ".{0,120}") {
            let _ = Action::from_custom_id(&text);
        }

        #[test]
        fn game_ids_round_trip(id in "[2-9A-HJKMNP-Z]{4,6}", ply in 0usize..1000) {
            let game = GameId::parse(&id).unwrap();
            let action = Action::AcceptTakeback { game, ply };
            prop_assert_eq!(Action::from_custom_id(&action.custom_id()), Some(action));
        }
    }
}
