//! The web pages a server publishes: turning them on and off, the secret in their addresses,
//! and what a game's page and a server's page show (as messages and picture requests, like
//! every answer of the service; the web front end says and draws them).
//!
//! A server's pages are at `<public_url>/<server id>-<secret>/…`: the secret (128 random bits)
//! is made when a manager turns the pages on (`/settings web on`) and forgotten when they are
//! turned off, so that nobody can walk the games of a server that did not publish, and turning
//! the pages off takes them down at once (every request reads the server's settings). Games
//! played in direct messages belong to no server and are never published.

use super::views::{board_title, caption, finished_side, player_msg, result_for};
use super::{Picture, Place, Positions, Reply, Scope, Service, ServiceResult, UserError};
use crate::games::{msg, GameKind, MoveWords, Msg, Side, Text};
use crate::model::{GameId, ServerId};
use crate::store::{GameDoc, GamesOf};
use std::time::Duration;

/// How many finished games a server's page lists.
pub const SERVER_PAGE_FINISHED: usize = 20;

/// What a game's page shows.
#[derive(Debug, Clone)]
pub struct GamePage {
    pub id: GameId,
    pub kind: GameKind,
    /// The game's title: its id, the game, the players and their sides.
    pub title: Msg,
    /// Whose turn and the deadline, or the result.
    pub status: Msg,
    /// The players by side, as answers name them.
    pub players: [(Side, Msg); 2],
    pub time_per_move: Duration,
    /// Every move, in the reader's notation once said.
    pub moves: Vec<MoveWords>,
    /// The position shown: after this many moves (at most `moves.len()`).
    pub ply: usize,
    /// The side to move in the position shown.
    pub to_move: Side,
    /// The side to move now (the page's colour in link previews).
    pub to_move_now: Side,
    /// The board of the position shown, from the side that is drawn by default.
    pub board: Picture,
    pub finished: bool,
    /// The analysis's glyph of each move (`?!`, `?`, `??`; `moves[i]` has `marks[i]`), all
    /// `None` when the game was not analysed.
    pub marks: Vec<Option<&'static str>>,
    /// The evaluation graph, when the game was analysed.
    pub graph: Option<Picture>,
    /// The record's version: pictures drawn for one version stay right until it changes.
    pub version: u64,
}

/// One game in a server's list.
#[derive(Debug, Clone)]
pub struct GameLine {
    pub id: GameId,
    pub kind: GameKind,
    pub first: Msg,
    pub second: Msg,
    /// Whose turn, or the result (for the first side's player).
    pub status: Msg,
}

/// What a server's page shows.
#[derive(Debug, Clone)]
pub struct ServerPage {
    pub server: ServerId,
    /// Each game's leaderboard as `/leaderboard` shows it (a game nobody played there is left
    /// out).
    pub leaderboards: Vec<(GameKind, Text)>,
    pub active: Vec<GameLine>,
    pub finished: Vec<GameLine>,
    /// The server's tournaments (those going on first, at most [`SERVER_PAGE_TOURNAMENTS`]),
    /// each as its standings say it: a heading, then a line per player (the entrants before
    /// the start).
    pub tournaments: Vec<Text>,
}

/// The most tournaments a server's page shows.
pub const SERVER_PAGE_TOURNAMENTS: usize = 10;

/// A new secret for a server's addresses: 128 random bits in hex.
fn new_secret() -> String {
    use rand::RngCore;
    let mut bytes = [0u8; 16];
    rand::thread_rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Compares two secrets in a time that does not depend on where they differ.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

impl Service {
    /// `/settings web on|off`: publishes the server's pages (a new secret, so addresses given
    /// out before a turn-off stay dead) or takes them down. On a bot without pages (no `[web]`
    /// in its configuration) it says so and changes nothing.
    pub fn set_web_pages(&self, place: &Place, on: bool) -> ServiceResult<Reply> {
        let server = place.server.ok_or(UserError::ServerOnly)?;
        let Some(base) = self.config.public_url.clone() else {
            return Err(UserError::NoWebPages.into());
        };
        let mut settings = self.server_settings(server)?;
        if !on {
            settings.web_token = None;
            self.put_server_settings(server, &settings)?;
            return Ok(Reply::text(Msg::new("views-web-off")));
        }
        let secret = match &settings.web_token {
            Some(secret) => secret.clone(),
            None => {
                let secret = new_secret();
                settings.web_token = Some(secret.clone());
                self.put_server_settings(server, &settings)?;
                secret
            }
        };
        Ok(Reply::text(msg!(
            "views-web-on",
            url = format!("{base}/{}-{secret}/", server.0)
        )))
    }

    /// The server whose pages `key` (`<server id>-<secret>`, the first part of a page's
    /// address) opens, if it publishes them and the secret is its current one.
    pub fn published_server(&self, key: &str) -> ServiceResult<Option<ServerId>> {
        let Some((id, secret)) = key.split_once('-') else {
            return Ok(None);
        };
        let Some(server) = id.parse::<u64>().ok().filter(|&n| n > 0).map(ServerId) else {
            return Ok(None);
        };
        let settings = self.store.server_settings(server)?;
        Ok(settings
            .web_token
            .filter(|known| same_secret(known, secret))
            .map(|_| server))
    }

    /// The address of a game's page, when its server publishes its pages.
    pub fn game_page_url(&self, doc: &GameDoc) -> ServiceResult<Option<String>> {
        let (Some(base), Some(server)) = (&self.config.public_url, doc.server) else {
            return Ok(None);
        };
        Ok(self
            .server_settings(server)?
            .web_token
            .map(|secret| format!("{base}/{}-{secret}/{}", server.0, doc.id)))
    }

    /// [`Service::game_page_url`] for a reply: a store that cannot say is logged and shows no
    /// link (the answer itself must not fail for it).
    pub(super) fn web_page_of(&self, doc: &GameDoc) -> Option<String> {
        self.game_page_url(doc).unwrap_or_else(|e| {
            tracing::warn!("no web link for game {}: {e}", doc.id);
            None
        })
    }

    /// The game `text` names, if it was played in `server` (a game of another server, or of
    /// direct messages, is not found there).
    pub fn published_game(&self, server: ServerId, text: &str) -> ServiceResult<Option<GameDoc>> {
        let Some(id) = GameId::parse(text) else {
            return Ok(None);
        };
        Ok(self
            .store
            .game(&id)?
            .filter(|doc| doc.server == Some(server)))
    }

    /// What the page of `doc` shows at `ply` (the last position when `None` or beyond the
    /// end).
    pub fn game_page(&self, doc: &GameDoc, ply: Option<usize>) -> ServiceResult<GamePage> {
        let game = self.rebuild(doc)?;
        let plies = game.moves().len();
        let ply = ply.unwrap_or(plies).min(plies);
        let view = game.board_at(ply).ok_or_else(|| {
            super::ServiceError::Internal(format!("no position {ply} in {}", doc.id))
        })?;
        let status = self.status_msg(doc);
        // The last position says how the game stands; an earlier one, whose turn it was then.
        let shown_status = if ply == plies {
            status.clone()
        } else {
            msg!(
                "views-status-to-move",
                side = (doc.kind, view.to_move),
                player = player_msg(doc.player(view.to_move)),
                number = ply / 2 + 1,
            )
        };
        let to_move = view.to_move;
        let perspective = finished_side(doc).or(Some(doc.to_move));
        let board = Picture {
            positions: Positions::Board(view),
            perspective,
            caption: Some(caption(doc, shown_status, Vec::new())),
            filename: format!("{}-{ply}.png", doc.id),
        };
        let first = doc.player(Side::First);
        let second = doc.player(Side::Second);
        let moves = game.moves_words(0);
        let mut marks = vec![None; moves.len()];
        for mark in self.analysis_marks(doc) {
            if let Some(slot) = mark.ply.checked_sub(1).and_then(|i| marks.get_mut(i)) {
                *slot = Some(mark.judgement.glyph());
            }
        }
        Ok(GamePage {
            id: doc.id.clone(),
            kind: doc.kind,
            title: board_title(doc),
            status,
            players: [
                (Side::First, player_msg(first)),
                (Side::Second, player_msg(second)),
            ],
            time_per_move: Duration::from_secs(doc.time_per_move),
            moves,
            ply,
            to_move,
            to_move_now: doc.to_move,
            board,
            finished: doc.finished.is_some(),
            marks,
            graph: self.analysis_graph_of(doc),
            version: doc.version,
        })
    }

    /// The replay of `doc` for its page (an animated GIF to draw), as `/export` attaches it.
    pub fn game_replay(&self, doc: &GameDoc) -> ServiceResult<Option<Picture>> {
        self.replay_picture(doc, Side::First)
    }

    /// What the page of `server` shows.
    pub fn server_page(&self, server: ServerId) -> ServiceResult<ServerPage> {
        let place = Place::new(Some(server), crate::model::ChannelId(0));
        let mut leaderboards = Vec::new();
        for kind in GameKind::ALL {
            if self
                .store
                .top_ratings(crate::store::BoardScope::Server(server), kind, 1)?
                .is_empty()
            {
                continue;
            }
            leaderboards.push((kind, self.leaderboard(&place, kind, Scope::Server)?.text));
        }
        let games = self
            .store
            .games_in_server(server, GamesOf::active_and_finished(SERVER_PAGE_FINISHED))?;
        let line = |doc: &GameDoc| GameLine {
            id: doc.id.clone(),
            kind: doc.kind,
            first: player_msg(doc.player(Side::First)),
            second: player_msg(doc.player(Side::Second)),
            status: result_for(doc, Side::First).unwrap_or_else(|| self.status_msg(doc)),
        };
        let mut tournaments = self.store.tournaments_in(server)?;
        tournaments.sort_by_key(|t| !t.is_active());
        let tournaments = tournaments
            .iter()
            .take(SERVER_PAGE_TOURNAMENTS)
            // A web page has no length limit: every row.
            .map(|t| {
                self.standings_reply(t, false, usize::MAX)
                    .map(|reply| reply.text)
            })
            .collect::<ServiceResult<Vec<Text>>>()?;
        Ok(ServerPage {
            server,
            leaderboards,
            active: games.active.iter().map(line).collect(),
            finished: games.finished.iter().map(line).collect(),
            tournaments,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_new_each_time_and_compared_whole() {
        let a = new_secret();
        let b = new_secret();
        assert_eq!(a.len(), 32);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert!(same_secret(&a, &a.clone()));
        assert!(!same_secret(&a, &b));
        assert!(!same_secret(&a, &a[..31]));
        assert!(!same_secret(&a, ""));
    }
}
