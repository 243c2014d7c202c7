//! Commands that only look: boards, game lists, exports, leaderboards, stats, rules, help.
//! Their pictures are requests ([`Picture`]): the front ends draw them in the reader's language.

use super::{
    human_duration, Action, Actor, Attachment, Button, ButtonStyle, Card, CardField, ListKind,
    Picture, Place, Positions, Reply, Scope, Service, ServiceResult, UserError,
};
use crate::games::{self, msg, AnyGame, Arg, EndReason, Ended, GameKind, Msg, Side, Text};
use crate::model::{FinishDoc, PlayerSlot, SideChoice, UserId};
use crate::render::CaptionRequest;
use crate::store::{BoardScope, GameDoc, GamesOf, PlayerGames};
use std::time::Duration;

impl Service {
    /// The state of a game, under its board and in its picture's caption: whose turn, the move
    /// number and the deadline, or the result.
    pub(super) fn status_msg(&self, doc: &GameDoc) -> Msg {
        match &doc.finished {
            Some(finished) if doc.aborted() => result_msg(doc, finished),
            Some(finished) => msg!(
                "views-status-over",
                result = result_msg(doc, finished),
                // Moves as the status line counts them ("move 14" is the 27th ply).
                moves = doc.moves.len().div_ceil(2),
            ),
            None => {
                let side = doc.to_move;
                let base = |id: &'static str| {
                    msg!(
                        id,
                        side = (doc.kind, side),
                        player = player_msg(doc.player(side)),
                        number = doc.moves.len() / 2 + 1,
                    )
                };
                match (doc.deadline, doc.time_left(self.now()), doc.paused) {
                    (Some(deadline), Some(left), _) => base("views-status-to-move-deadline")
                        .with("left", left)
                        .with("deadline", Arg::Time(deadline.0)),
                    (None, _, Some(pause)) => base("views-status-to-move-paused")
                        .with("left", Duration::from_secs(pause.left))
                        .with("until", Arg::Time(pause.until.0)),
                    _ => base("views-status-to-move"),
                }
            }
        }
    }

    /// A reply showing a game's board: the `headline` lines, the game's title, its last move,
    /// its state, the board as text, and a picture to draw when pictures work.
    pub(super) fn board_reply(
        &self,
        doc: &GameDoc,
        game: &dyn AnyGame,
        perspective: Option<Side>,
        headline: impl Into<Text>,
    ) -> Reply {
        let first = doc.player(Side::First);
        let second = doc.player(Side::Second);
        let status = self.status_msg(doc);
        // A finished game is not drawn for the side that would move next (upside down for the
        // winner who just played) but for whoever played the deciding move.
        let perspective = perspective.or_else(|| finished_side(doc));
        let mut text: Text = headline.into();
        let title = board_title(doc);
        text.push(title.clone());
        let mut card = Card::titled(msg!(
            "embed-board-title",
            game = doc.kind,
            first = player_msg(first),
            first_side = (doc.kind, Side::First),
            second = player_msg(second),
            second_side = (doc.kind, Side::Second),
        ));
        card.replaces.push(title);
        card.alt.push(msg!(
            "embed-alt-board",
            game = doc.kind,
            id = doc.id.as_str()
        ));
        if let Some(last) = game.last_move_words() {
            let last = msg!(
                "views-last-move",
                move = last,
                check = check_arg(doc, game),
            );
            text.push(last.clone());
            card.description.push(last.clone());
            card.alt.push(last.clone());
            card.replaces.push(last);
        }
        text.push(status.clone());
        card.replaces.push(status.clone());
        // The card says whose turn it is, and the clock in its own fields.
        let turn = match &doc.finished {
            Some(_) => status.clone(),
            None => msg!(
                "views-status-to-move",
                side = (doc.kind, doc.to_move),
                player = player_msg(doc.player(doc.to_move)),
                number = doc.moves.len() / 2 + 1,
            ),
        };
        card.description.push(turn.clone());
        card.alt.push(turn);
        card.colour = match &doc.finished {
            None => Some((doc.kind, doc.to_move)),
            Some(finished) => finished.outcome.winner().map(|side| (doc.kind, side)),
        };
        if doc.finished.is_none() {
            if let Some(deadline) = doc.deadline {
                card.fields.push(CardField {
                    name: Msg::new("embed-field-deadline"),
                    value: msg!("embed-deadline-value", deadline = Arg::Time(deadline.0)).into(),
                    inline: true,
                });
            } else if let Some(pause) = doc.paused {
                card.fields.push(CardField {
                    name: Msg::new("embed-field-clock"),
                    value: msg!(
                        "embed-clock-paused",
                        until = Arg::Time(pause.until.0),
                        left = Duration::from_secs(pause.left)
                    )
                    .into(),
                    inline: true,
                });
            }
        }
        if doc.time_per_move > 0 {
            card.fields.push(CardField {
                name: Msg::new("embed-field-time-per-move"),
                value: msg!(
                    "embed-time-per-move-value",
                    time = Duration::from_secs(doc.time_per_move)
                )
                .into(),
                inline: true,
            });
        }
        card.fields.extend(self.rating_fields(doc));
        card.footer = Some(msg!("embed-footer-game", id = doc.id.as_str()));
        // Whoever looks learns that a player is away, and until when (their clock, or their
        // opponent's wait).
        for player in doc.players.iter() {
            if let Ok(Some(away)) = self.vacation_of(player.user, self.now()) {
                if doc.is_active() {
                    let away = self.away_msg(doc, player.user, &away);
                    text.push(away.clone());
                    card.description.push(away.clone());
                    card.replaces.push(away);
                }
            }
        }
        let mut reply = Reply::text(text);
        reply.board_text = Some(game.board_text());
        reply.web_page = self.web_page_of(doc);
        if self.config.pictures {
            let filename = format!("{}-{}.png", doc.id, doc.moves.len());
            card.image = Some(filename.clone());
            reply.pictures.push(Picture {
                positions: Positions::Board(game.board()),
                perspective,
                caption: Some(caption(doc, status, Vec::new())),
                filename,
            });
        }
        reply.card = Some(card);
        // Under a game against the computer too: only its human player can use them.
        if doc.is_active() {
            reply.buttons = board_buttons(doc);
        }
        reply
    }

    /// `/board`: the current position of a game, from the asker's side (or the side named by
    /// `side`: a colour name, `first` or `second`). Anyone may look.
    pub fn board(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        side: Option<&str>,
    ) -> ServiceResult<Reply> {
        self.admit(actor)?;
        let doc = self.find_game_or_last(actor, place, game)?;
        let perspective = match side.map(str::trim).filter(|s| !s.is_empty()) {
            Some(text) => Some(match SideChoice::parse(doc.kind, text) {
                Some(SideChoice::First) => Side::First,
                Some(SideChoice::Second) => Side::Second,
                _ => {
                    return Err(UserError::NotASide {
                        text: text.to_string(),
                        kind: doc.kind,
                    }
                    .into())
                }
            }),
            None => doc.side_of(actor.user),
        };
        let game = self.rebuild(&doc)?;
        let mut reply = self.board_reply(&doc, game.as_ref(), perspective, Text::new());
        // A board asked from a named side is another picture than the default one: it gets
        // its own file name (`K7Q2-3-black.png`), so the two never overwrite each other.
        if let (Some(side), true) = (perspective, side.is_some_and(|s| !s.trim().is_empty())) {
            for picture in &mut reply.pictures {
                if let Some(stem) = picture.filename.strip_suffix(".png") {
                    picture.filename = format!("{stem}-{}.png", doc.kind.side_name(side));
                    if let Some(card) = &mut reply.card {
                        card.image = Some(picture.filename.clone());
                    }
                }
            }
        }
        reply.aside = self.notes_aside(&doc, actor.user, false);
        Ok(reply)
    }

    /// The fields of a finished game's card that say each player's rating change (old → new,
    /// ±delta), on the server's board and the global one; none for an unrated game, or one
    /// that ended before the bot last started.
    fn rating_fields(&self, doc: &GameDoc) -> Vec<CardField> {
        if doc.finished.is_none() {
            return Vec::new();
        }
        let changes = self.rating_changes(&doc.id);
        doc.players
            .iter()
            .filter_map(|player| {
                let lines: Vec<Msg> = changes
                    .iter()
                    .filter(|change| change.user == player.user)
                    .map(|change| {
                        let before = change.before.round() as i64;
                        let after = change.after.round() as i64;
                        let delta = after - before;
                        let board = match change.scope {
                            BoardScope::Server(_) => Msg::new("embed-rating-server"),
                            BoardScope::Global => Msg::new("embed-rating-global"),
                        };
                        msg!(
                            "embed-rating-change",
                            board = board,
                            before = before,
                            after = after,
                            delta = format!("{delta:+}"),
                        )
                    })
                    .collect();
                (!lines.is_empty()).then(|| CardField {
                    name: msg!("embed-field-rating", player = player_msg(player)),
                    value: Text::from(lines),
                    inline: true,
                })
            })
            .collect()
    }

    /// The card of a finished game, without its picture: for an answer that ended it without
    /// a move (a resignation, an agreed draw), whose words say the result. `None` when the
    /// game cannot be rebuilt (the answer is then text only).
    pub(super) fn end_card(&self, doc: &GameDoc) -> Option<Card> {
        let game = self.rebuild(doc).ok()?;
        let mut card = self
            .board_reply(doc, game.as_ref(), None, Text::new())
            .card?;
        card.image = None;
        Some(card)
    }

    /// The board of `doc` as `user` sees it, for a notice that carries it (a reminder, the
    /// loss on time): `None` when the game cannot be rebuilt (the notice is then text only).
    pub(super) fn notice_board(&self, doc: &GameDoc, user: UserId) -> Option<Reply> {
        let game = self.rebuild(doc).ok()?;
        Some(self.board_reply(doc, game.as_ref(), doc.side_of(user), Text::new()))
    }

    /// `/games`: the actor's games, active first (their turn first, then by deadline), then the
    /// last [`FINISHED_SHOWN`] finished ones, then a line for each of those whose record cannot
    /// be read.
    pub fn games(&self, actor: &Actor, place: &Place) -> ServiceResult<Reply> {
        self.games_page(actor, place, 0)
    }

    /// One page of `/games` (from 0; a page past the end shows the last).
    pub fn games_page(&self, actor: &Actor, _place: &Place, page: usize) -> ServiceResult<Reply> {
        self.touch(actor)?;
        let PlayerGames {
            mut active,
            finished,
            unreadable,
        } = self
            .store
            .games_of(actor.user, GamesOf::active_and_finished(FINISHED_SHOWN))?;
        let broken: Vec<Msg> = unreadable
            .iter()
            .map(|(id, e)| {
                tracing::warn!("game {id} cannot be read: {e}");
                msg!("views-games-unreadable", id = id.as_str())
            })
            .collect();
        let now = self.now();
        let my_turn = |d: &GameDoc| d.side_of(actor.user) == Some(d.to_move);
        active.sort_by_key(|d| (!my_turn(d), d.deadline));
        if active.is_empty() && finished.is_empty() && broken.is_empty() {
            return Ok(Reply::private(Msg::new("views-games-none")));
        }
        let mut lines = Text::new();
        if !active.is_empty() {
            lines.push(msg!("views-games-active", count = active.len()));
        }
        for doc in &active {
            let side = doc.side_of(actor.user).unwrap_or(Side::First);
            let opponent = player_msg(doc.player(side.opponent()));
            let left = doc.time_left(now);
            let turn = if let (Some(pause), true) = (doc.paused, doc.deadline.is_none()) {
                if my_turn(doc) {
                    msg!("views-turn-yours-paused", until = Arg::Time(pause.until.0))
                } else {
                    msg!(
                        "views-turn-theirs-paused",
                        player = opponent.clone(),
                        until = Arg::Time(pause.until.0)
                    )
                }
            } else if my_turn(doc) {
                match left {
                    Some(left) => msg!("views-turn-yours", left = left),
                    None => Msg::new("views-turn-yours-untimed"),
                }
            } else if doc.player(doc.to_move).user.is_computer() {
                msg!("views-turn-thinking", player = opponent.clone())
            } else {
                match left {
                    Some(left) => msg!("views-turn-theirs", player = opponent.clone(), left = left),
                    None => msg!("views-turn-theirs-untimed", player = opponent.clone()),
                }
            };
            let line = msg!(
                "views-games-line",
                id = doc.id.as_str(),
                game = doc.kind,
                opponent = opponent,
                side = (doc.kind, side),
                number = doc.moves.len() / 2 + 1,
                turn = turn,
            );
            lines.push(noted(line, doc, actor.user));
        }
        if !finished.is_empty() {
            lines.push(Msg::new("views-games-finished"));
        }
        for doc in &finished {
            let side = doc.side_of(actor.user).unwrap_or(Side::First);
            let Some(result) = result_for(doc, side) else {
                continue;
            };
            let line = msg!(
                "views-games-finished-line",
                id = doc.id.as_str(),
                game = doc.kind,
                opponent = player_msg(doc.player(side.opponent())),
                result = result,
            );
            lines.push(noted(line, doc, actor.user));
        }
        for line in broken {
            lines.push(line);
        }
        let mut reply = paged(lines, 1, GAMES_PER_PAGE, page, ListKind::Games, usize::MAX);
        reply.ephemeral = true;
        Ok(reply)
    }

    /// The text record of a game: tags, then the numbered moves in canonical notation, then the
    /// result (the format is documented in the README).
    pub fn record_text(&self, doc: &GameDoc) -> String {
        let result = record_result(doc);
        let mut out = record_tags(doc);
        // An analysed game's marked moves carry their glyph and the better move.
        let marks: std::collections::HashMap<usize, (&str, String)> = self
            .analysis_marks(doc)
            .into_iter()
            .map(|m| (m.ply, (m.judgement.glyph(), m.best)))
            .collect();
        let mut line = String::new();
        for (i, pair) in doc.moves.chunks(2).enumerate() {
            let mut part = format!("{}.", i + 1);
            for (j, mv) in pair.iter().enumerate() {
                let ply = 2 * i + j + 1;
                if j == 1 && marks.contains_key(&(ply - 1)) {
                    // After a comment the second move says its number again, as PGN does.
                    part.push_str(&format!(" {}...", i + 1));
                }
                part.push(' ');
                part.push_str(mv);
                if let Some((glyph, best)) = marks.get(&ply) {
                    part.push_str(glyph);
                    part.push_str(&format!(" {{best: {best}}}"));
                }
            }
            if !line.is_empty() && line.len() + part.len() + 1 > 78 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&part);
        }
        if !line.is_empty() && line.len() + result.len() < 78 {
            line.push(' ');
            line.push_str(result);
            out.push_str(&line);
        } else {
            if !line.is_empty() {
                out.push_str(&line);
                out.push('\n');
            }
            out.push_str(result);
        }
        out.push('\n');
        out
    }

    /// `/export`: a game's record as text (attached as `ID.txt`, and shown when short) and an
    /// animated replay (`ID.gif`) to draw when pictures work.
    pub fn export(&self, actor: &Actor, place: &Place, game: Option<&str>) -> ServiceResult<Reply> {
        self.admit(actor)?;
        let doc = self.find_game_or_last(actor, place, game)?;
        let record = self.record_text(&doc);
        let mut reply = if record.len() < 1800 {
            // The record is data in its own notation, the same in every language.
            Reply::text(Msg::verbatim(format!("```\n{record}```")))
        } else {
            Reply::text(msg!("views-export-attached", id = doc.id.as_str()))
        };
        reply.web_page = self.web_page_of(&doc);
        reply.attachments.push(Attachment {
            filename: format!("{}.txt", doc.id),
            bytes: record.into_bytes(),
        });
        if self.config.pictures {
            let side = doc.side_of(actor.user).unwrap_or(Side::First);
            if let Some(replay) = self.replay_picture(&doc, side)? {
                reply.pictures.push(replay);
            }
        }
        reply.aside = self.notes_aside(&doc, actor.user, true);
        Ok(reply)
    }

    /// The animated replay of `doc`, from `side`'s side: each frame says whose turn it was
    /// then, the last how the game ended. `None` when a position is missing (logged).
    pub(super) fn replay_picture(
        &self,
        doc: &GameDoc,
        side: Side,
    ) -> ServiceResult<Option<Picture>> {
        let game = self.rebuild(doc)?;
        let views: Option<Vec<_>> = (0..=game.moves().len())
            .map(|ply| game.board_at(ply))
            .collect();
        let Some(views) = views else {
            tracing::debug!("no replay for game {}: a position is missing", doc.id);
            return Ok(None);
        };
        let mut frames: Vec<Msg> = views
            .iter()
            .enumerate()
            .map(|(ply, view)| {
                msg!(
                    "views-status-to-move",
                    side = (doc.kind, view.to_move),
                    player = player_msg(doc.player(view.to_move)),
                    number = ply / 2 + 1,
                )
            })
            .collect();
        let status = self.status_msg(doc);
        if let Some(last) = frames.last_mut() {
            *last = status.clone();
        }
        // An analysed game's frames after its marked moves say the mark and the better move.
        self.mark_frames(doc, &mut frames);
        Ok(Some(Picture {
            positions: Positions::Replay(views),
            perspective: Some(side),
            caption: Some(caption(doc, status, frames)),
            filename: format!("{}.gif", doc.id),
        }))
    }

    /// `/leaderboard`: the top 20 of this server's (or the global) board for one game, by
    /// Glicko-2 rating, with points, games and W/D/L: one line per player (a table would need
    /// columns that CJK names and headers do not keep in a code block).
    pub fn leaderboard(&self, place: &Place, kind: GameKind, scope: Scope) -> ServiceResult<Reply> {
        self.leaderboard_page(place, kind, scope, 0)
    }

    /// One page of a leaderboard (from 0; a page past the end shows the last): 20 players a
    /// page, of the best 200.
    pub fn leaderboard_page(
        &self,
        place: &Place,
        kind: GameKind,
        scope: Scope,
        page: usize,
    ) -> ServiceResult<Reply> {
        /// How many players a leaderboard shows, over its pages.
        const LEADERBOARD_ROWS: usize = 200;
        let board_scope = match (scope, place.server) {
            (Scope::Server, Some(server)) => BoardScope::Server(server),
            (Scope::Server, None) => return Err(UserError::NoServerHere.into()),
            (Scope::Global, _) => BoardScope::Global,
        };
        let rows = self
            .store
            .top_ratings(board_scope, kind, LEADERBOARD_ROWS)?;
        if rows.is_empty() {
            let empty = match scope {
                Scope::Server => "views-leaderboard-server-empty",
                Scope::Global => "views-leaderboard-global-empty",
            };
            return Ok(Reply::text(msg!(empty, game = kind)));
        }
        // Players are shown by their latest names, read in one go (a name that cannot be
        // read is the one the rating row was written with).
        let users: Vec<UserId> = rows.iter().map(|r| r.user).collect();
        let names: std::collections::HashMap<UserId, String> = self
            .store
            .players_among(&users)
            .unwrap_or_default()
            .into_iter()
            .map(|p| (p.user, p.name))
            .collect();
        let title = match scope {
            Scope::Server => "views-leaderboard-server",
            Scope::Global => "views-leaderboard-global",
        };
        let mut lines = Text::new()
            .and(msg!(title, game = kind))
            .and(Msg::new("views-leaderboard-legend"));
        for (i, row) in rows.iter().enumerate() {
            lines.push(msg!(
                "views-leaderboard-row",
                rank = i + 1,
                player = super::text::truncate(names.get(&row.user).unwrap_or(&row.name), 20),
                rating = rating_arg(row.rating),
                points = points_arg(row.points),
                games = row.played,
                wins = row.wins,
                draws = row.draws,
                losses = row.losses,
            ));
        }
        Ok(paged(
            lines,
            2,
            LEADERBOARD_PER_PAGE,
            page,
            ListKind::Leaderboard(kind, scope),
            LEADERBOARD_TEXT_ROWS,
        ))
    }

    /// `/stats`: a player's record in each game (global), and this server's where there is one.
    pub fn stats(
        &self,
        actor: &Actor,
        place: &Place,
        player: Option<&Actor>,
    ) -> ServiceResult<Reply> {
        self.touch(actor)?;
        let who = player.unwrap_or(actor);
        let name = self.name_of(who.user, &who.name);
        // Someone asked about who has never played (no record, no game): say so rather than
        // show an empty profile as if they were a player.
        // Unreadable games are left out of the counts.
        let games = self.store.games_of(who.user, GamesOf::ALL)?;
        let no_games =
            games.active.is_empty() && games.finished.is_empty() && games.unreadable.is_empty();
        if player.is_some() && no_games && self.player_record(who.user)?.is_none() {
            return Ok(Reply::text(msg!("views-stats-never-played", player = name)));
        }
        let mut lines = Text::new().and(msg!("views-stats-player", player = name));
        let mut rated = false;
        for kind in GameKind::ALL {
            let global = self.store.rating(BoardScope::Global, kind, who.user)?;
            let Some(global) = global else { continue };
            let local = match place.server {
                Some(server) => self
                    .store
                    .rating(BoardScope::Server(server), kind, who.user)?,
                None => None,
            };
            let line = msg!(
                "views-stats-game",
                game = kind,
                rating = rating_arg(global.rating),
                // The rating deviation itself, as the README says it ("1500 ± 350" at the start).
                deviation = rating_arg(global.deviation),
                points = points_arg(global.points),
                games = global.played,
                wins = global.wins,
                draws = global.draws,
                losses = global.losses,
            );
            lines.push(match local {
                Some(local) => msg!(
                    "views-stats-game-here",
                    line = line,
                    rating = rating_arg(local.rating),
                    games = local.played,
                ),
                None => line,
            });
            rated = true;
        }
        let active = games.active.len();
        let against_computer = self.computer_record(&games.finished);
        if !rated && against_computer.is_empty() {
            lines.push(Msg::new("views-stats-none"));
        }
        // Games against the computer are not rated: they are counted here, per level.
        for line in against_computer {
            lines.push(line);
        }
        lines.push(msg!("views-stats-active", count = active));
        let mut reply = Reply::text(lines);
        reply.card = Card::listing(&reply.text);
        Ok(reply)
    }

    /// `/rules`: a game in short, the ways its moves may be written, where the full rules are
    /// (`rules_url`), and the start position as a picture and as text.
    pub fn rules(&self, kind: GameKind) -> ServiceResult<Reply> {
        let summary = match kind {
            GameKind::Topo => "rules-summary-topo",
            GameKind::Xiangqi => "rules-summary-xiangqi",
            GameKind::Tempo => "rules-summary-tempo",
        };
        let notations = match kind {
            GameKind::Topo => "rules-notations-topo",
            GameKind::Xiangqi => "rules-notations-xiangqi",
            GameKind::Tempo => "rules-notations-tempo",
        };
        let file = format!("{}.md", kind.name());
        let link = match &self.config.rules_url {
            Some(url) => Msg::verbatim(format!("<{url}{file}>")),
            None => Msg::verbatim(format!("`docs/rules/{file}`")),
        };
        let mut reply = Reply::text(Text::from(vec![
            Msg::new(summary),
            Msg::new(notations),
            msg!("rules-full", link = link),
        ]));
        if let Ok(game) = games::new_game(kind, None) {
            reply.board_text = Some(game.board_text());
            if self.config.pictures {
                reply.pictures.push(Picture {
                    positions: Positions::Board(game.board()),
                    perspective: None,
                    caption: None,
                    filename: format!("{}-start.png", kind.name()),
                });
            }
        }
        Ok(reply)
    }

    /// `/help`: one message per line (`views-help-*`).
    pub fn help(&self) -> Reply {
        Reply::private(Text::from(
            HELP_LINES.iter().map(|id| Msg::new(id)).collect::<Vec<_>>(),
        ))
    }
}

/// How many finished games `/games` lists, the latest first.
pub const FINISHED_SHOWN: usize = 10;

/// The lines of `/help`, in order.
const HELP_LINES: [&str; 18] = [
    "views-help-intro",
    "views-help-challenge",
    "views-help-computer",
    "views-help-answer",
    "views-help-move",
    "views-help-board",
    "views-help-offers",
    "views-help-export",
    "views-help-notes",
    "views-help-vacation",
    "views-help-conditional",
    "views-help-tournaments",
    "views-help-tables",
    "views-help-notify",
    "views-help-language",
    "views-help-time",
    "views-help-settings",
    "views-help-xiangqi-repetition",
];

/// The caption of a picture of `doc`: its players, the reader's word between them, and the
/// state of the game (`frames`: one per position of a replay, or none).
pub(super) fn caption(doc: &GameDoc, status: Msg, frames: Vec<Msg>) -> CaptionRequest {
    CaptionRequest {
        first_player: player_msg(doc.player(Side::First)),
        second_player: player_msg(doc.player(Side::Second)),
        versus: Msg::new("views-caption-versus"),
        status,
        frame_statuses: frames,
    }
}

/// A game's title: its id, the game, the players and their sides.
pub(super) fn board_title(doc: &GameDoc) -> Msg {
    msg!(
        "views-board-title",
        id = doc.id.as_str(),
        game = doc.kind,
        first = player_msg(doc.player(Side::First)),
        first_side = (doc.kind, Side::First),
        second = player_msg(doc.player(Side::Second)),
        second_side = (doc.kind, Side::Second),
    )
}

/// How a player is named in answers and captions: a person by their name as it is, the
/// computer by its level in the reader's words (its stored name is English).
pub(crate) fn player_msg(slot: &PlayerSlot) -> Msg {
    match slot.user.computer_level() {
        Some(level) => msg!("views-computer-player", level = level),
        None => Msg::verbatim(slot.name.clone()),
    }
}

/// Lines of `/games` a page.
pub const GAMES_PER_PAGE: usize = 15;
/// Players of a leaderboard a page.
pub const LEADERBOARD_PER_PAGE: usize = 20;
/// Players of a leaderboard said as text (the console's list, as before the pages).
const LEADERBOARD_TEXT_ROWS: usize = 20;

/// A list a page at a time, for a card: its first `header` lines on every page (the title
/// first), then page `page` (from 0, at most the last) of the rest, `per_page` a page, with
/// "page 2 of 5" in its footer and the [`super::Pages`] when there is more than one page. The
/// reply's text keeps the first `text_rows` rows of the list (all of them with `usize::MAX`):
/// a front end that shows text (the console) shows the list as it always did, unpaged.
pub(super) fn paged(
    lines: Text,
    header: usize,
    per_page: usize,
    page: usize,
    list: ListKind,
    text_rows: usize,
) -> Reply {
    let all = lines.lines();
    let (head, rows) = all.split_at(header.min(all.len()));
    let per_page = per_page.max(1);
    let count = rows.len().div_ceil(per_page).max(1);
    let page = page.min(count - 1);
    let shown: Vec<Msg> = head
        .iter()
        .chain(rows.iter().skip(page * per_page).take(per_page))
        .cloned()
        .collect();
    let text: Vec<Msg> = head
        .iter()
        .chain(rows.iter().take(text_rows))
        .cloned()
        .collect();
    let mut reply = Reply::text(Text::from(text));
    reply.card = Card::listing(&Text::from(shown)).map(|mut card| {
        // The card stands for the whole list, whichever page it shows.
        card.replaces = all.to_vec();
        if count > 1 {
            card.pages = Some(super::Pages { list, page, count });
            card.footer = Some(msg!("embed-page", page = page + 1, count = count));
        }
        card
    });
    reply
}

/// The one-tap actions under a running game's board, for its players: offer a draw, resign
/// (after a confirmation), the board from one's own side. Each names the position it was
/// shown at, so that it refuses once the game has moved on.
fn board_buttons(doc: &GameDoc) -> Vec<Button> {
    let ply = doc.moves.len();
    let game = doc.id.clone();
    vec![
        Button::new(
            Msg::new("board-button-move"),
            ButtonStyle::Primary,
            Action::Move {
                game: game.clone(),
                ply,
            },
        ),
        Button::new(
            Msg::new("board-button-offer-draw"),
            ButtonStyle::Secondary,
            Action::OfferDraw {
                game: game.clone(),
                ply,
            },
        ),
        Button::new(
            Msg::new("board-button-resign"),
            ButtonStyle::Danger,
            Action::Resign {
                game: game.clone(),
                ply,
            },
        ),
        Button::new(
            Msg::new("board-button-mine"),
            ButtonStyle::Secondary,
            Action::ShowBoard(game),
        ),
    ]
}

/// The side a finished game is drawn from when nobody asked for one: the side that played the
/// last move (it is the opponent of the side to move), or without a move, the winner (else the
/// first side). `None` while the game is on: then the side to move.
pub(super) fn finished_side(doc: &GameDoc) -> Option<Side> {
    let finished = doc.finished.as_ref()?;
    Some(if doc.moves.is_empty() {
        finished.outcome.winner().unwrap_or(Side::First)
    } else {
        doc.to_move.opponent()
    })
}

/// How a finished game ended for `side`: `won (no moves)`, `lost (time)`, `drew (agreement)`;
/// `None` while the game is on.
pub(super) fn result_for(doc: &GameDoc, side: Side) -> Option<Msg> {
    let finished = doc.finished.as_ref()?;
    if doc.aborted() {
        return Some(result_msg(doc, finished));
    }
    let id = match finished.outcome.winner() {
        Some(winner) if winner == side => "views-result-won",
        Some(_) => "views-result-lost",
        None => "views-result-drew",
    };
    let reason = match ended(doc, finished) {
        Some(ended) => ended.reason_message(),
        None => finished.outcome.reason_message(doc.kind),
    };
    Some(msg!(id, reason = reason))
}

/// The result of the finished game `doc` for players: "Red wins (checkmate)", or for a game of
/// fewer than two moves "aborted (resignation) and unrated: …". Everything that says how a game
/// ended says it through this, so that a Xiangqi game lost for want of a move reads as the
/// checkmate or the stalemate it was, and an aborted game is never called won or lost.
pub(super) fn result_msg(doc: &GameDoc, finished: &FinishDoc) -> Msg {
    if doc.aborted() {
        return msg!(
            "play-result-aborted",
            reason = finished.outcome.reason_message(doc.kind)
        );
    }
    match ended(doc, finished) {
        Some(ended) => ended.message(),
        None => finished.outcome.message(doc.kind),
    }
}

/// How `doc` ended with whether the side left to move was in check, when that changes the words
/// (a Xiangqi game lost for want of a move): read from the stored last position, which is one
/// position to parse, not a replay. `None` when it does not matter or the position does not read
/// (then the words say "checkmate or stalemate", which is never false).
fn ended(doc: &GameDoc, finished: &FinishDoc) -> Option<Ended> {
    Some(Ended {
        kind: doc.kind,
        outcome: finished.outcome.clone(),
        in_check: in_check_at_end(doc, finished)?,
    })
}

/// Whether the side left to move in the finished `doc` was in check, where that changes the
/// words (see [`result_msg`]); `None` elsewhere.
pub(super) fn in_check_at_end(doc: &GameDoc, finished: &FinishDoc) -> Option<bool> {
    if doc.kind != GameKind::Xiangqi || finished.outcome.reason() != EndReason::NoMoves {
        return None;
    }
    let last = games::new_game(doc.kind, Some(&doc.position)).ok()?;
    Some(last.in_check())
}

/// The `$check` argument of the messages that name the last move: `yes` when it gave check in
/// a game going on (Xiangqi: the side to move is in check), `no` otherwise, and once the game is
/// over, where the result says more.
pub(super) fn check_arg(doc: &GameDoc, game: &dyn AnyGame) -> &'static str {
    if doc.is_active() && game.in_check() {
        "yes"
    } else {
        "no"
    }
}

/// The tag lines of a game's text record (see [`Service::record_text`]), each `[Name "value"]`.
pub(super) fn record_tags(doc: &GameDoc) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{}\"]\n", value.replace('"', "'")));
    };
    tag("Game", doc.kind.title());
    tag("Site", "kibitz");
    tag("Id", doc.id.as_str());
    tag("Date", &doc.created.date_string());
    tag(
        doc.kind.side_title(Side::First),
        &doc.player(Side::First).name,
    );
    tag(
        doc.kind.side_title(Side::Second),
        &doc.player(Side::Second).name,
    );
    tag("Result", record_result(doc));
    if let Some(finished) = &doc.finished {
        tag("Termination", finished.outcome.reason().as_str());
        tag("EndDate", &finished.at.date_string());
    }
    tag(
        "TimePerMove",
        &human_duration(Duration::from_secs(doc.time_per_move)),
    );
    if let Some(start) = &doc.start {
        tag("Start", start);
    }
    out.push('\n');
    out
}

/// The result as a text record writes it: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game is on.
pub(super) fn record_result(doc: &GameDoc) -> &'static str {
    match doc.finished.as_ref().map(|f| f.outcome.winner()) {
        Some(Some(Side::First)) => "1-0",
        Some(Some(Side::Second)) => "0-1",
        Some(None) => "1/2-1/2",
        None => "*",
    }
}

/// A line of `/games`, marked with "📝" and how many private notes `user` keeps on the game
/// when they keep any (the list is private, so only they see it).
fn noted(line: Msg, doc: &GameDoc, user: UserId) -> Msg {
    match doc.notes_of(user).count() {
        0 => line,
        count => msg!("views-games-noted", line = line, count = count),
    }
}

/// A rating as players see it: a whole number.
fn rating_arg(rating: f64) -> Arg {
    Arg::Count(rating.round() as i64)
}

/// Points: a whole number chooses its plural form (`1 punkt`); a half is a decimal (`2,5`).
fn points_arg(points: f64) -> Arg {
    if points.fract() == 0.0 {
        Arg::Count(points as i64)
    } else {
        Arg::Decimal(points)
    }
}
