//! Conditional moves (`/conditional`): during the opponent's turn a player enters lines — "if
//! they play X, I play Y; if they then play Z, I play W" — kept with the game and shown to no
//! one else. When the opponent plays the first move of a line, its reply is played at once, in
//! the same write as the opponent's move (so a move raced from two processes is answered once),
//! and the line goes on from its next move; any other move, a take-back or the end of the game
//! clears the lines.
//!
//! A line is stored in canonical notation, the opponent's move first, always ending with a reply
//! of its author's. Lines branch where the opponent's moves differ; where the author's replies
//! differ after the same moves, they conflict (a position gets one answer) and the new one is
//! refused.

use super::choices::{rank_choices, Choice, MAX_CHOICES};
use super::{Actor, Place, Reply, Service, ServiceError, ServiceResult, UserError, NO_MOVE};
use crate::games::{msg, AnyGame, MoveError, Msg, Notation, PlayedMove, Side, Text};
use crate::model::{ConditionalDoc, GameDoc, PlayerSlot, Timestamp};

/// How many conditional lines a player keeps on one game (lichess's limit).
pub const CONDITIONAL_LINES: usize = 30;

/// How many moves (both sides' counted) one conditional line holds (lichess's limit).
pub const CONDITIONAL_PLIES: usize = 30;

/// How many legal moves a refused line shows for the move it could not read.
const EXAMPLE_MOVES: usize = 12;

/// How much of the line typed so far an autocomplete choice repeats before the move it offers
/// (Discord shows 100 characters; the new move is what matters).
const PREFIX_IN_LABEL: usize = 40;

/// What the opponent's move did to the conditional lines of the player who answers it.
#[derive(Debug, Clone)]
pub(super) enum LineAnswer {
    /// No line answered it (any lines there were are cleared).
    Nothing,
    /// A line answered: its author, their reply as played, and how many of their lines are
    /// left.
    Played {
        author: PlayerSlot,
        reply: Box<PlayedMove>,
        left: usize,
    },
    /// A line's reply could not be played (a line kept from before a change of the rules or
    /// the server's settings): nothing was played for the author, and their lines were
    /// cleared. `reply` is the line's move as stored; `why`, the refusal.
    Dropped {
        author: PlayerSlot,
        reply: String,
        why: Msg,
    },
}

/// The message id of a line choice that repeats the line typed so far before the move it
/// offers (its moves are written as typed: a front end must not capitalise it).
pub const LINE_CHOICE_AFTER: &str = "conditional-choice-after";

/// Whether a new line fits the author's lines.
enum Fit {
    /// An existing line already holds it (the same moves, or more).
    Covered,
    /// It is new: the author's lines at these indexes are its beginnings and give way to it.
    New(Vec<usize>),
}

impl Service {
    /// `/conditional add`: keeps `line` as a conditional line of the actor's on the game, during
    /// their opponent's turn. The answer is private.
    pub fn conditional_add(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        line: &str,
    ) -> ServiceResult<Reply> {
        self.touch(actor)?;
        let id = self.find_game(actor, place, game)?.id;
        let now = self.now();
        // Set when the line is already held: nothing is written then.
        let mut covered: Option<(Vec<String>, usize)> = None;
        let written = self.update_with(&id, |doc| {
            let side = self.own_lines_allowed(doc, actor)?;
            let start = self.rebuild(doc)?;
            let refuses = self.refuses_losing_repetitions(doc)?;
            let moves = read_line(doc, start.as_ref(), side, line, refuses)?;
            if moves.is_empty() || moves.len() % 2 == 1 {
                return Err(UserError::ConditionalNeedsReply {
                    opponent: doc.player(side.opponent()).clone(),
                }
                .into());
            }
            let replaced = match fit(doc, actor, &moves)? {
                Fit::Covered => {
                    covered = Some((moves, doc.conditionals_of(actor.user).count()));
                    return Ok(None);
                }
                Fit::New(replaced) => replaced,
            };
            let mut index = 0;
            doc.conditionals.retain(|_| {
                let keep = !replaced.contains(&index);
                index += 1;
                keep
            });
            doc.conditionals.push(ConditionalDoc {
                by: actor.user,
                moves: moves.clone(),
                at: now,
            });
            let count = doc.conditionals_of(actor.user).count();
            if count > CONDITIONAL_LINES {
                return Err(UserError::ConditionalTooMany {
                    game: doc.id.clone(),
                    limit: CONDITIONAL_LINES,
                }
                .into());
            }
            Ok(Some((moves, count)))
        })?;
        let (line, count, id) = match (written, covered) {
            (Some((doc, (moves, count))), _) => (moves, count, doc.id),
            (None, Some((moves, count))) => {
                return Ok(Reply::private(msg!(
                    "conditional-covered",
                    game = id.to_string(),
                    line = moves.join(" "),
                    count = count,
                    limit = CONDITIONAL_LINES
                )))
            }
            (None, None) => {
                return Err(ServiceError::Internal(
                    "conditional step gave nothing".into(),
                ))
            }
        };
        Ok(Reply::private(msg!(
            "conditional-added",
            game = id.to_string(),
            line = line.join(" "),
            count = count,
            limit = CONDITIONAL_LINES
        )))
    }

    /// `/conditional list`: the actor's conditional lines on the game (privately).
    pub fn conditional_list(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
    ) -> ServiceResult<Reply> {
        self.touch(actor)?;
        let doc = self.find_game(actor, place, game)?;
        let side = self.player_side(&doc, actor)?;
        let lines: Vec<&ConditionalDoc> = doc.conditionals_of(actor.user).collect();
        if lines.is_empty() {
            return Ok(Reply::private(none_msg(&doc, side)));
        }
        let mut text = Text::from(msg!(
            "conditional-list-header",
            game = doc.id.to_string(),
            count = lines.len(),
            limit = CONDITIONAL_LINES
        ));
        for (i, line) in lines.iter().enumerate() {
            text.push(msg!(
                "conditional-list-line",
                number = i + 1,
                line = line.moves.join(" ")
            ));
        }
        Ok(Reply::private(text))
    }

    /// `/conditional clear`: drops all the actor's conditional lines on the game (privately).
    pub fn conditional_clear(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
    ) -> ServiceResult<Reply> {
        self.touch(actor)?;
        let id = self.find_game(actor, place, game)?.id;
        let mut side = Side::First;
        let written = self.update_with(&id, |doc| {
            side = self.player_side(doc, actor)?;
            let before = doc.conditionals.len();
            doc.conditionals.retain(|line| line.by != actor.user);
            let cleared = before - doc.conditionals.len();
            Ok((cleared > 0).then_some(cleared))
        })?;
        match written {
            Some((doc, cleared)) => Ok(Reply::private(msg!(
                "conditional-cleared",
                game = doc.id.to_string(),
                count = cleared
            ))),
            None => Ok(Reply::private(none_msg(&self.game_doc(&id)?, side))),
        }
    }

    /// Checks that `actor` may enter lines in `doc` now: a player of the game going on, during
    /// their opponent's turn. Gives their side.
    fn own_lines_allowed(&self, doc: &GameDoc, actor: &Actor) -> ServiceResult<Side> {
        let side = self.player_side(doc, actor)?;
        if doc.to_move == side {
            return Err(UserError::ConditionalOwnTurn(doc.id.clone()).into());
        }
        Ok(side)
    }

    /// Autocomplete for `/conditional add line`: the line typed so far, read from the current
    /// position, followed by each legal next move matching what is being typed — the
    /// opponent's and the actor's moves in turn. Values are the whole line in canonical
    /// notation (within Discord's 100 characters), names say whose move it is. When no line can
    /// be entered now, one choice says why (valued [`NO_MOVE`]); when the line typed so far
    /// cannot be read, one choice says where, valued as typed. Never fails.
    pub fn line_choices(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        typed: &str,
    ) -> Vec<Choice> {
        let why = |error: ServiceError| match error.user_message() {
            Some(message) => vec![Choice {
                name: message,
                value: NO_MOVE.to_string(),
            }],
            None => Vec::new(),
        };
        let doc = match self.find_game(actor, place, game) {
            Ok(doc) => doc,
            Err(e) => return why(e),
        };
        let side = match self.own_lines_allowed(&doc, actor) {
            Ok(side) => side,
            Err(e) => return why(e),
        };
        let Ok(start) = self.rebuild(&doc) else {
            return Vec::new();
        };
        // The last word is still being typed, unless a separator follows it.
        let ends_open = typed
            .chars()
            .last()
            .is_some_and(|c| !is_separator(c) && !c.is_whitespace());
        let mut words = words(typed);
        let partial = if ends_open {
            words.pop().unwrap_or_default()
        } else {
            ""
        };
        let refuses = self.refuses_losing_repetitions(&doc).unwrap_or(false);
        let prefix = match read_words(&doc, start.as_ref(), side, &words, refuses) {
            Ok(prefix) => prefix,
            Err(error) => {
                return vec![Choice {
                    name: error.message(),
                    value: typed.trim().chars().take(100).collect(),
                }]
            }
        };
        if prefix.len() >= CONDITIONAL_PLIES {
            return Vec::new();
        }
        let mut game = start.clone_box();
        for mv in &prefix {
            if game.play(mv).is_err() {
                return Vec::new();
            }
        }
        let theirs = prefix.len() % 2 == 0;
        let opponent = doc.player(side.opponent());
        let shown = shorten_left(&prefix.join(" "), PREFIX_IN_LABEL);
        rank_choices(game.move_choices(), partial, MAX_CHOICES)
            .into_iter()
            .filter_map(|choice| {
                let value = if prefix.is_empty() {
                    choice.canonical.clone()
                } else {
                    format!("{} {}", prefix.join(" "), choice.canonical)
                };
                if value.chars().count() > 100 {
                    return None;
                }
                let plain =
                    choice.words.usual == choice.canonical && choice.words.simplified.is_none();
                let mv = if plain {
                    Msg::verbatim(choice.canonical.clone())
                } else {
                    msg!(
                        "conditional-choice-move",
                        move = choice.words.clone(),
                        canonical = choice.canonical.as_str()
                    )
                };
                let next = if theirs {
                    msg!(
                        "conditional-choice-theirs",
                        player = super::views::player_msg(opponent),
                        move = mv
                    )
                } else {
                    msg!("conditional-choice-mine", move = mv)
                };
                let name = if prefix.is_empty() {
                    next
                } else {
                    msg!(
                        "conditional-choice-after",
                        line = shown.as_str(),
                        next = next
                    )
                };
                Some(Choice { name, value })
            })
            .collect()
    }

    /// After the opponent's move `mv` was recorded in `doc` (and played in `game`): the lines of
    /// the player now to move. When one of theirs begins with `mv`, its reply is played and
    /// recorded here too, in the same write (the caller writes `doc`), and the lines that began
    /// with `mv` and the reply go on from their next move; every other line is cleared.
    pub(super) fn answer_line(
        &self,
        doc: &mut GameDoc,
        game: &mut Box<dyn AnyGame>,
        mv: &str,
        now: Timestamp,
    ) -> ServiceResult<LineAnswer> {
        let lines = std::mem::take(&mut doc.conditionals);
        if lines.is_empty() || !doc.is_active() {
            return Ok(LineAnswer::Nothing);
        }
        let author = doc.player(doc.to_move).clone();
        let user = author.user;
        let mut matching = lines
            .into_iter()
            .filter(|line| line.by == user && line.moves.len() >= 2 && line.moves[0] == mv)
            .peekable();
        let Some(reply) = matching.peek().map(|line| line.moves[1].clone()) else {
            return Ok(LineAnswer::Nothing);
        };
        let refused = if self.refuses_losing_repetitions(doc)? {
            game.losing_repetition(&reply)
                .map(|reason| reason.message().clone())
        } else {
            None
        };
        if let Some(why) = refused {
            return Ok(LineAnswer::Dropped { author, reply, why });
        }
        let played = match game.play(&reply) {
            Ok(played) => played,
            Err(error) => {
                return Ok(LineAnswer::Dropped {
                    author,
                    reply,
                    why: super::error::move_error_message(&error),
                })
            }
        };
        // The lines that agree on the reply go on (stored lines always do; an old conflicting
        // one is dropped); a line that ended with this reply is used up.
        doc.conditionals = matching
            .filter(|line| line.moves[1] == reply && line.moves.len() > 2)
            .map(|line| ConditionalDoc {
                moves: line.moves[2..].to_vec(),
                ..line
            })
            .collect();
        self.record_move(doc, game.as_ref(), &played, now);
        let left = doc.conditionals_of(author.user).count();
        Ok(LineAnswer::Played {
            author,
            reply: Box::new(played),
            left,
        })
    }
}

/// The answer when the actor has no lines on `doc`: where it is their opponent's turn, how to
/// enter one; on their own turn, that lines are for the opponent's.
fn none_msg(doc: &GameDoc, side: Side) -> Msg {
    if doc.to_move == side {
        msg!("conditional-none-your-turn", game = doc.id.to_string())
    } else {
        msg!(
            "conditional-none",
            game = doc.id.to_string(),
            player = super::views::player_msg(doc.player(side.opponent()))
        )
    }
}

/// Whether `c` separates the moves of a line (besides spaces).
fn is_separator(c: char) -> bool {
    matches!(c, ',' | ';' | '，' | '；' | '、')
}

/// The words of a typed line: split on spaces and commas, without move numbers (`1.`, `12...`)
/// that a player may copy from a record.
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || is_separator(c))
        .filter(|word| !word.is_empty())
        .filter(|word| {
            let digits = word.trim_end_matches('.');
            !(digits.len() < word.len()
                && !digits.is_empty()
                && digits.bytes().all(|b| b.is_ascii_digit()))
        })
        .collect()
}

/// Reads a typed line from the position of `start` (the opponent to move): each move in
/// canonical notation, the first refusal naming the move, whose it is and the legal moves
/// there.
fn read_line(
    doc: &GameDoc,
    start: &dyn AnyGame,
    side: Side,
    text: &str,
    refuses: bool,
) -> Result<Vec<String>, UserError> {
    read_words(doc, start, side, &words(text), refuses)
}

/// [`read_line`] on words already split. A move may be written in two words (`F5 E4`, `炮二
/// 平五`): a word that is not a move is read together with the next one.
fn read_words(
    doc: &GameDoc,
    start: &dyn AnyGame,
    side: Side,
    words: &[&str],
    refuses: bool,
) -> Result<Vec<String>, UserError> {
    let mut game = start.clone_box();
    let mut moves = Vec::new();
    let mut i = 0;
    while i < words.len() {
        if moves.len() == CONDITIONAL_PLIES {
            return Err(UserError::ConditionalTooLong {
                limit: CONDITIONAL_PLIES,
            });
        }
        let mine = moves.len() % 2 == 1;
        let attempt = |game: &mut Box<dyn AnyGame>, text: &str| {
            // A server that refuses losing repetitions refuses them in a line of the author's
            // as it would refuse them typed.
            if mine && refuses {
                if let Some(reason) = game.losing_repetition(text) {
                    return Err(MoveError::Illegal {
                        text: text.to_string(),
                        reason,
                    });
                }
            }
            game.play(text)
        };
        match attempt(&mut game, words[i]) {
            Ok(played) => {
                moves.push(played.mv.canonical);
                i += 1;
            }
            Err(error) => {
                let joined = words.get(i + 1).map(|next| format!("{} {next}", words[i]));
                match joined.map(|text| attempt(&mut game, &text)) {
                    Some(Ok(played)) => {
                        moves.push(played.mv.canonical);
                        i += 2;
                    }
                    _ => {
                        let legal: Vec<String> = game
                            .legal_moves(Notation::Canonical)
                            .into_iter()
                            .take(EXAMPLE_MOVES)
                            .collect();
                        let mover = if mine { side } else { side.opponent() };
                        return Err(UserError::ConditionalBadMove {
                            ply: moves.len() + 1,
                            mover: doc.player(mover).clone(),
                            mine,
                            error: Box::new(error),
                            legal,
                        });
                    }
                }
            }
        }
    }
    Ok(moves)
}

/// Where the new line `moves` stands among the actor's lines on `doc`: held already, new (and
/// which of the lines it extends), or in conflict with one — the same moves of the opponent's
/// answered otherwise — which is refused, naming that line.
fn fit(doc: &GameDoc, actor: &Actor, moves: &[String]) -> Result<Fit, UserError> {
    let mut replaced = Vec::new();
    let mut covered = false;
    for (index, line) in doc.conditionals.iter().enumerate() {
        if line.by != actor.user {
            continue;
        }
        let differ = line.moves.iter().zip(moves).position(|(a, b)| a != b);
        match differ {
            // Differing at one of the author's replies: two answers to one position.
            Some(ply) if ply % 2 == 1 => {
                return Err(UserError::ConditionalConflict {
                    existing: line.moves.join(" "),
                    ply: ply + 1,
                    theirs: line.moves[ply].clone(),
                    mine: moves[ply].clone(),
                })
            }
            // Differing at one of the opponent's moves: a branch.
            Some(_) => {}
            None if line.moves.len() >= moves.len() => covered = true,
            None => replaced.push(index),
        }
    }
    Ok(if covered {
        Fit::Covered
    } else {
        Fit::New(replaced)
    })
}

/// `text` cut to its last `chars` characters, with an ellipsis in front when cut.
fn shorten_left(text: &str, chars: usize) -> String {
    let count = text.chars().count();
    if count <= chars {
        return text.to_string();
    }
    let mut short = String::from("…");
    short.extend(text.chars().skip(count - chars));
    short
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_split_on_spaces_and_commas_without_move_numbers() {
        assert_eq!(
            words("1. h2e2 h9g7, 2... b0c2;h7h0  "),
            ["h2e2", "h9g7", "b0c2", "h7h0"]
        );
        assert_eq!(words("炮二平五，马8进7"), ["炮二平五", "马8进7"]);
        // A Xiangqi move written with a dot is not a move number.
        assert_eq!(words("C2.5 12."), ["C2.5"]);
        assert!(words(" , ").is_empty());
    }

    #[test]
    fn a_long_prefix_is_cut_from_the_left() {
        assert_eq!(shorten_left("abc", 5), "abc");
        assert_eq!(shorten_left("abcdefgh", 3), "…fgh");
    }
}
