//! Commands that only look: boards, game lists, exports, leaderboards, stats, rules, help.

use super::text::truncate;
use super::*;
use crate::games::{GameKind, Side};
use crate::render::{Caption, PictureOptions};
use crate::store::BoardScope;

impl Service {
    /// The caption of a game's picture and replies: whose turn, move number, deadline, or the
    /// result.
    fn status_line(&self, doc: &GameDoc) -> String {
        match &doc.finished {
            Some(finished) => format!(
                "{} after {} moves",
                finished.outcome.describe(doc.kind),
                doc.moves.len()
            ),
            None => {
                let side = doc.to_move;
                let deadline = doc
                    .deadline
                    .map(|d| {
                        format!(
                            " · {} left (deadline {})",
                            human_duration(self.now().until(d)),
                            d.utc_string()
                        )
                    })
                    .unwrap_or_default();
                format!(
                    "{} to move ({}) · move {}{deadline}",
                    doc.kind.side_title(side),
                    doc.player(side).name,
                    doc.moves.len() / 2 + 1,
                )
            }
        }
    }

    /// A reply showing a game's board: `headline`, the caption text, the board as text, and a
    /// PNG when pictures work (text only otherwise).
    pub(super) fn board_reply(
        &self,
        doc: &GameDoc,
        game: &dyn AnyGame,
        perspective: Option<Side>,
        headline: String,
    ) -> Reply {
        let first = doc.player(Side::First);
        let second = doc.player(Side::Second);
        let status = self.status_line(doc);
        let mut text = if headline.is_empty() {
            String::new()
        } else {
            format!("{headline}\n")
        };
        text.push_str(&format!(
            "Game **{}** · {} · {} ({}) vs {} ({})",
            doc.id,
            doc.kind.title(),
            first.name,
            doc.kind.side_name(Side::First),
            second.name,
            doc.kind.side_name(Side::Second),
        ));
        if let Some(last) = game.moves_in(crate::games::Notation::Human).last() {
            let check = super::play::check_word(doc, game);
            text.push_str(&format!("\nLast move: {last}{check}"));
        }
        text.push('\n');
        text.push_str(&status);
        let mut reply = Reply::text(text);
        reply.board_text = Some(game.board_text());
        if let Some(renderer) = &self.renderer {
            let options = PictureOptions {
                perspective,
                caption: Some(Caption {
                    first_player: first.name.clone(),
                    second_player: second.name.clone(),
                    status,
                }),
            };
            match renderer.png(&game.board(), &options) {
                Ok(bytes) => reply.attachments.push(Attachment {
                    filename: format!("{}-{}.png", doc.id, doc.moves.len()),
                    bytes,
                }),
                Err(e) => tracing::debug!("no picture for game {}: {e}", doc.id),
            }
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
        Ok(self.board_reply(&doc, game.as_ref(), perspective, String::new()))
    }

    /// `/games`: the actor's games, active first (their turn first, then by deadline), then the
    /// last ten finished ones.
    pub fn games(&self, actor: &Actor, _place: &Place) -> ServiceResult<Reply> {
        self.touch(actor)?;
        let mut active = Vec::new();
        let mut finished = Vec::new();
        let mut broken = Vec::new();
        for id in self.store.game_ids_of(actor.user)? {
            match self.store.game(&id) {
                Ok(Some(doc)) if doc.is_active() => active.push(doc),
                Ok(Some(doc)) => finished.push(doc),
                Ok(None) => {}
                Err(e) => broken.push(format!("⚠ {e}")),
            }
        }
        let now = self.now();
        let my_turn = |d: &GameDoc| d.side_of(actor.user) == Some(d.to_move);
        active.sort_by_key(|d| (!my_turn(d), d.deadline));
        finished.sort_by_key(|d| std::cmp::Reverse(finish_time(d)));
        let mut lines = Vec::new();
        if active.is_empty() && finished.is_empty() && broken.is_empty() {
            return Ok(Reply::private(
                "You have no games yet: `/challenge` someone to start one.",
            ));
        }
        if !active.is_empty() {
            lines.push(format!("**Your games** ({} going on)", active.len()));
        }
        for doc in &active {
            let side = doc.side_of(actor.user).unwrap_or(Side::First);
            let opponent = &doc.player(side.opponent()).name;
            let left = doc
                .deadline
                .map(|d| human_duration(now.until(d)))
                .unwrap_or_default();
            let turn = if my_turn(doc) {
                format!("▶ **your turn** — {left} left")
            } else if doc.player(doc.to_move).user.is_computer() {
                format!("{opponent} is thinking")
            } else {
                format!("{opponent}'s turn — {left} left")
            };
            lines.push(format!(
                "`{}` {} vs {} (you play {}), move {} · {turn}",
                doc.id,
                doc.kind.title(),
                opponent,
                doc.kind.side_name(side),
                doc.moves.len() / 2 + 1
            ));
        }
        if !finished.is_empty() {
            lines.push("**Finished**".to_string());
        }
        for doc in finished.iter().take(10) {
            let side = doc.side_of(actor.user).unwrap_or(Side::First);
            let result = result_for(doc, side);
            lines.push(format!(
                "`{}` {} vs {} — {result}",
                doc.id,
                doc.kind.title(),
                doc.player(side.opponent()).name
            ));
        }
        lines.extend(broken);
        Ok(Reply::private(lines.join("\n")))
    }

    /// The text record of a game: tags, then the numbered moves in canonical notation, then the
    /// result (the format is documented in the README).
    pub fn record_text(&self, doc: &GameDoc) -> String {
        let first = doc.player(Side::First);
        let second = doc.player(Side::Second);
        let result = match doc.finished.as_ref().map(|f| f.outcome.winner()) {
            Some(Some(Side::First)) => "1-0",
            Some(Some(Side::Second)) => "0-1",
            Some(None) => "1/2-1/2",
            None => "*",
        };
        let mut out = String::new();
        let mut tag = |name: &str, value: &str| {
            out.push_str(&format!("[{name} \"{}\"]\n", value.replace('"', "'")));
        };
        tag("Game", doc.kind.title());
        tag("Site", "kibitz");
        tag("Id", doc.id.as_str());
        tag("Date", &doc.created.date_string());
        tag(doc.kind.side_title(Side::First), &first.name);
        tag(doc.kind.side_title(Side::Second), &second.name);
        tag("Result", result);
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
        let mut line = String::new();
        for (i, pair) in doc.moves.chunks(2).enumerate() {
            let part = format!("{}. {}", i + 1, pair.join(" "));
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
    /// animated replay (`ID.gif`) when pictures work.
    pub fn export(&self, actor: &Actor, place: &Place, game: Option<&str>) -> ServiceResult<Reply> {
        self.admit(actor)?;
        let doc = self.find_game_or_last(actor, place, game)?;
        let record = self.record_text(&doc);
        let mut reply = if record.len() < 1800 {
            Reply::text(format!("```\n{record}```"))
        } else {
            Reply::text(format!("Game {}: the record is attached.", doc.id))
        };
        reply.attachments.push(Attachment {
            filename: format!("{}.txt", doc.id),
            bytes: record.into_bytes(),
        });
        if let Some(renderer) = &self.renderer {
            let game = self.rebuild(&doc)?;
            let options = PictureOptions {
                perspective: Some(doc.side_of(actor.user).unwrap_or(Side::First)),
                caption: Some(Caption {
                    first_player: doc.player(Side::First).name.clone(),
                    second_player: doc.player(Side::Second).name.clone(),
                    status: self.status_line(&doc),
                }),
            };
            match renderer.gif(game.as_ref(), &options) {
                Ok(bytes) => reply.attachments.push(Attachment {
                    filename: format!("{}.gif", doc.id),
                    bytes,
                }),
                Err(e) => tracing::debug!("no replay for game {}: {e}", doc.id),
            }
        }
        Ok(reply)
    }

    /// `/leaderboard`: the top 20 of this server's (or the global) board for one game, by
    /// Glicko-2 rating, with points, games and W/D/L.
    pub fn leaderboard(&self, place: &Place, kind: GameKind, scope: Scope) -> ServiceResult<Reply> {
        /// How many players a leaderboard shows.
        const LEADERBOARD_ROWS: usize = 20;
        let board_scope = match (scope, place.server) {
            (Scope::Server, Some(server)) => BoardScope::Server(server),
            (Scope::Server, None) => {
                return Err(UserError::BadInput(
                    "there is no server here: ask for the global leaderboard".into(),
                )
                .into())
            }
            (Scope::Global, _) => BoardScope::Global,
        };
        let rows = self
            .store
            .top_ratings(board_scope, kind, LEADERBOARD_ROWS)?;
        let title = match scope {
            Scope::Server => format!("{} leaderboard — this server", kind.title()),
            Scope::Global => format!("{} leaderboard — everywhere", kind.title()),
        };
        if rows.is_empty() {
            return Ok(Reply::text(format!("{title}: no finished games yet.")));
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
        let mut lines = vec![format!("**{title}**"), "```".to_string()];
        lines.push(format!(
            "{:>3}  {:<20} {:>6} {:>6} {:>6}  {}",
            "#", "player", "rating", "points", "games", "W/D/L"
        ));
        for (i, row) in rows.iter().enumerate() {
            lines.push(format!(
                "{:>3}  {:<20} {:>6.0} {:>6} {:>6}  {}/{}/{}",
                i + 1,
                truncate(names.get(&row.user).unwrap_or(&row.name), 20),
                row.rating,
                format_points(row.points),
                row.played,
                row.wins,
                row.draws,
                row.losses
            ));
        }
        lines.push("```".to_string());
        Ok(Reply::text(lines.join("\n")))
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
        let mut lines = vec![format!("**{name}**")];
        for kind in GameKind::ALL {
            let global = self.store.rating(BoardScope::Global, kind, who.user)?;
            let Some(global) = global else { continue };
            let mut line = format!(
                "{}: rating {:.0} (±{:.0}), {} points from {} games ({}/{}/{})",
                kind.title(),
                global.rating,
                global.deviation * 2.0,
                format_points(global.points),
                global.played,
                global.wins,
                global.draws,
                global.losses
            );
            if let Some(server) = place.server {
                if let Some(local) =
                    self.store
                        .rating(BoardScope::Server(server), kind, who.user)?
                {
                    line.push_str(&format!(
                        "; here {:.0}, {} games",
                        local.rating, local.played
                    ));
                }
            }
            lines.push(line);
        }
        let active = self
            .store
            .game_ids_of(who.user)?
            .iter()
            .filter_map(|id| self.store.game(id).ok().flatten())
            .filter(GameDoc::is_active)
            .count();
        let against_computer = self.computer_record(who.user)?;
        if lines.len() == 1 && against_computer.is_empty() {
            lines.push("No finished games yet.".to_string());
        }
        // Games against the computer are not rated: they are counted here, per level.
        lines.extend(against_computer);
        lines.push(format!("Games going on: {active}"));
        Ok(Reply::text(lines.join("\n")))
    }

    /// `/rules`: the start position of a game, as a picture and as text. The summary in words
    /// belongs to the front end (`i18n::rules_summary`), which knows the reader's language.
    pub fn rules(&self, kind: GameKind) -> ServiceResult<Reply> {
        let summary = match kind {
            GameKind::Topo => "rules-summary-topo",
            GameKind::Xiangqi => "rules-summary-xiangqi",
            GameKind::Tempo => "rules-summary-tempo",
        };
        let mut reply = Reply::text(Msg::new(summary));
        if let Ok(game) = games::new_game(kind, None) {
            reply.board_text = Some(game.board_text());
            if let Some(renderer) = &self.renderer {
                if let Ok(bytes) = renderer.png(&game.board(), &PictureOptions::default()) {
                    reply.attachments.push(Attachment {
                        filename: format!("{}-start.png", kind.name()),
                        bytes,
                    });
                }
            }
        }
        Ok(reply)
    }

    /// `/help`.
    pub fn help(&self) -> Reply {
        Reply::private(HELP.trim().to_string())
    }
}

const HELP: &str = r#"
**kibitz** — correspondence Topo, Xiangqi and Tempo. Games have short ids like `K7Q2`; when you have one game in a channel you never need to type it.
`/challenge game [opponent] [side] [time_per_move]` — challenge someone (or anyone); default 3 days per move (1 hour to 14 days)
`/challenge game opponent:@kibitz [level]` (or just `level`, 1–8, default 3) — play the computer: it accepts at once and answers within seconds; not rated
`/accept`, `/decline`, `/cancel` — answer or withdraw a challenge (or use its buttons); challenges expire after 24 hours
`/move move [game]` — play a move (autocomplete lists the legal ones)
`/board [game] [as]` — see the board; `/games` — your games, your turn first
`/resign`, `/draw offer|accept|decline`, `/takeback ask|accept|decline`
`/export [game]` — the record as text and an animated replay
`/leaderboard game [scope]`, `/stats [player]`, `/rules game`
`/notify mention|dm|none` — how you hear that it is your turn
You have the time per move for each move; a reminder comes when 20% is left, and when it runs out you lose on time.
"#;

/// How a finished game ended for `side`: `won (checkmate)`, `lost (time)`, `drew (agreement)`;
/// empty while the game is on.
pub(super) fn result_for(doc: &GameDoc, side: Side) -> String {
    doc.finished.as_ref().map_or(String::new(), |f| {
        let score = match f.outcome.winner() {
            Some(winner) if winner == side => "won",
            Some(_) => "lost",
            None => "drew",
        };
        format!(
            "{score} ({})",
            f.outcome.reason().as_str().replace('-', " ")
        )
    })
}

fn format_points(points: f64) -> String {
    if points.fract() == 0.0 {
        format!("{points:.0}")
    } else {
        format!("{points:.1}")
    }
}
