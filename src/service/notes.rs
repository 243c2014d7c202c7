//! Private notes: a player's own remarks on a game (`/note`), kept with the game and shown to
//! no one else — under their `/board` and in their `/export` as a private aside, marked in their
//! `/games`.

use super::reply::{Attachment, Reply};
use super::views::{record_result, record_tags};
use super::{Actor, Place, Service, ServiceResult, UserError};
use crate::games::{msg, Msg, Text};
use crate::model::{GameDoc, NoteDoc, UserId};

/// The longest note, in characters (not bytes: a note in Chinese holds as many as one in
/// English).
pub const NOTE_CHARS: usize = 2000;

/// How many notes one player keeps on one game.
pub const NOTES_PER_GAME: usize = 50;

/// How much of a player's notes an answer shows (Discord refuses messages over 2,000
/// characters); the rest are in their export.
const SHOWN_CHARS: usize = 1500;

impl Service {
    /// `/note [game] [text]`: keeps `text` as the actor's private note on the game (one they
    /// play, going on or finished), or, without a text, shows their notes on it. The answer is
    /// private.
    pub fn note(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        text: &str,
    ) -> ServiceResult<Reply> {
        self.touch(actor)?;
        let doc = self.find_game_or_last(actor, place, game)?;
        if doc.side_of(actor.user).is_none() {
            return Err(UserError::NotAPlayer(doc.id.clone()).into());
        }
        let text = text.trim();
        if text.is_empty() {
            return Ok(Reply::private(notes_text(&doc, actor.user)));
        }
        let chars = text.chars().count();
        if chars > NOTE_CHARS {
            return Err(UserError::NoteTooLong {
                chars,
                limit: NOTE_CHARS,
            }
            .into());
        }
        let now = self.now();
        let written = self.update_with(&doc.id, |doc| {
            if doc.notes_of(actor.user).count() >= NOTES_PER_GAME {
                return Err(UserError::TooManyNotes {
                    game: doc.id.clone(),
                    limit: NOTES_PER_GAME,
                }
                .into());
            }
            doc.notes.push(NoteDoc {
                by: actor.user,
                at: now,
                ply: doc.moves.len(),
                text: text.to_string(),
            });
            Ok(Some(doc.notes_of(actor.user).count()))
        })?;
        let Some((doc, count)) = written else {
            return Err(super::ServiceError::Internal(
                "note step gave nothing".into(),
            ));
        };
        Ok(Reply::private(msg!(
            "notes-kept",
            game = doc.id.to_string(),
            count = count,
            limit = NOTES_PER_GAME
        )))
    }

    /// The private aside of a `/board` or `/export` for `user`: their notes on the game (and
    /// for an export, the record with the notes as comments), or nothing when they have none.
    pub(super) fn notes_aside(
        &self,
        doc: &GameDoc,
        user: UserId,
        export: bool,
    ) -> Option<Box<Reply>> {
        doc.notes_of(user).next()?;
        let mut aside = Reply::private(notes_text(doc, user));
        if export {
            aside.attachments.push(Attachment {
                filename: format!("{}-notes.txt", doc.id),
                bytes: annotated_record(doc, user).into_bytes(),
            });
        }
        Some(Box::new(aside))
    }
}

/// The lines listing `user`'s notes on `doc`, the latest that fit in one message, each with
/// the move it was written at.
fn notes_text(doc: &GameDoc, user: UserId) -> Text {
    let notes: Vec<&NoteDoc> = doc.notes_of(user).collect();
    if notes.is_empty() {
        return Text::from(vec![msg!("notes-none", game = doc.id.to_string())]);
    }
    // The latest first until the budget is spent, then shown oldest first.
    let mut shown = Vec::new();
    let mut used = 0;
    for note in notes.iter().rev() {
        used += note.text.chars().count();
        if used > SHOWN_CHARS && !shown.is_empty() {
            break;
        }
        shown.push(*note);
    }
    shown.reverse();
    let mut lines = vec![msg!(
        "notes-header",
        game = doc.id.to_string(),
        count = notes.len()
    )];
    let earlier = notes.len() - shown.len();
    if earlier > 0 {
        lines.push(msg!("notes-earlier", count = earlier));
    }
    for note in shown {
        lines.push(msg!(
            "notes-line",
            number = note.ply / 2 + 1,
            // The player's own words, shown as written (cut only if a single note is longer
            // than a message can hold).
            text = Msg::verbatim(cut(&note.text, SHOWN_CHARS))
        ));
    }
    Text::from(lines)
}

/// `text` cut to `chars` characters, with an ellipsis when cut.
fn cut(text: &str, chars: usize) -> String {
    if text.chars().count() <= chars {
        return text.to_string();
    }
    let mut short: String = text.chars().take(chars).collect();
    short.push('…');
    short
}

/// The game's text record with `user`'s notes as comments: a `{…}` comment (the record
/// format's own, see the README) after the move each was written at, one line each, before
/// the moves for notes written before the first move.
fn annotated_record(doc: &GameDoc, user: UserId) -> String {
    let mut out = record_tags(doc);
    let comment = |note: &NoteDoc| {
        format!(
            "{{{}}}",
            note.text.replace(['{', '}'], "").replace('\n', " ")
        )
    };
    for note in doc.notes_of(user).filter(|n| n.ply == 0) {
        out.push_str(&comment(note));
        out.push('\n');
    }
    for (i, mv) in doc.moves.iter().enumerate() {
        let ply = i + 1;
        if i % 2 == 0 {
            out.push_str(&format!("{}. {mv}", i / 2 + 1));
        } else {
            out.push_str(&format!("{}... {mv}", i / 2 + 1));
        }
        for note in doc.notes_of(user).filter(|n| n.ply == ply) {
            out.push(' ');
            out.push_str(&comment(note));
        }
        out.push('\n');
    }
    out.push_str(record_result(doc));
    out.push('\n');
    out
}
