//! Offers the opponent answers: draws and take-backs.

use super::*;
use crate::games::{EndReason, Outcome, Side};
use crate::store::OfferDoc;

impl Service {
    /// `/draw offer|accept|decline`. `ply` pins a button to the offer it was posted for.
    pub fn draw(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        what: DrawAction,
    ) -> ServiceResult<Response> {
        self.draw_at(actor, place, game, what, None)
    }

    pub(super) fn draw_at(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        what: DrawAction,
        ply: Option<usize>,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let id = self.find_game(actor, place, game)?.id;
        let now = self.now();
        let (doc, accepted) = self
            .update_with(&id, |mut doc| {
                let side = self.player_side(&doc, actor)?;
                let offer = doc.draw_offer;
                if let Some(ply) = ply {
                    if offer.map_or(true, |o| o.ply != ply) || doc.moves.len() != ply {
                        return Err(UserError::StaleButton.into());
                    }
                }
                let accept = |doc: &mut GameDoc| -> ServiceResult<()> {
                    let game = self.rebuild(doc)?;
                    game.draw_offer_allowed()
                        .map_err(UserError::DrawNotAllowed)?;
                    self.finish(doc, Outcome::draw(EndReason::Agreement), now);
                    Ok(())
                };
                match (what, offer) {
                    (DrawAction::Offer, Some(o)) if o.by == side => {
                        Err(UserError::DrawAlreadyOffered(doc.id.clone()).into())
                    }
                    (DrawAction::Offer, None) => {
                        let game = self.rebuild(&doc)?;
                        game.draw_offer_allowed()
                            .map_err(UserError::DrawNotAllowed)?;
                        doc.draw_offer = Some(OfferDoc {
                            by: side,
                            ply: doc.moves.len(),
                        });
                        Ok(Some((doc.clone(), (doc, false))))
                    }
                    (_, None) => Err(UserError::NoDrawOffer(doc.id.clone()).into()),
                    (DrawAction::Accept | DrawAction::Decline, Some(o)) if o.by == side => {
                        Err(UserError::OwnDrawOffer.into())
                    }
                    // Offering when the opponent has offered is accepting.
                    (DrawAction::Offer | DrawAction::Accept, Some(_)) => {
                        accept(&mut doc)?;
                        Ok(Some((doc.clone(), (doc, true))))
                    }
                    (DrawAction::Decline, Some(_)) => {
                        doc.draw_offer = None;
                        Ok(Some((doc.clone(), (doc, false))))
                    }
                }
            })?
            .ok_or_else(|| ServiceError::Internal("draw step gave nothing".into()))?;
        let side = doc.side_of(actor.user).unwrap_or(Side::First);
        let opponent = doc.player(side.opponent()).clone();
        if accepted {
            let mut response = Response::from(Reply::text(format!(
                "{} accepted the draw: game {} is drawn by agreement.",
                actor.name, doc.id
            )));
            self.announce_end(&mut response, &doc, actor.user);
            return Ok(response);
        }
        match what {
            DrawAction::Offer => {
                let ply = doc.moves.len();
                let mut reply = Reply::text(format!(
                    "{} offers a draw in game {}. {}, accept or decline (the offer lapses if you \
                     move instead).",
                    actor.name, doc.id, opponent.name
                ));
                reply.buttons = vec![
                    Button::new(
                        "Accept draw",
                        ButtonStyle::Success,
                        Action::AcceptDraw {
                            game: doc.id.clone(),
                            ply,
                        },
                    ),
                    Button::new(
                        "Decline draw",
                        ButtonStyle::Danger,
                        Action::DeclineDraw {
                            game: doc.id.clone(),
                            ply,
                        },
                    ),
                ];
                let mut response = Response::from(reply);
                self.address(
                    &mut response,
                    opponent.user,
                    doc.channel,
                    Some(doc.id.clone()),
                    NoticeKind::DrawOffered,
                    format!("{} offers a draw in game {}.", actor.name, doc.id),
                );
                if let Some(n) = response.notices.last_mut() {
                    n.buttons = response.reply.buttons.clone();
                }
                Ok(response)
            }
            _ => Ok(Reply::text(format!(
                "{} declined the draw offer in game {}; play goes on.",
                actor.name, doc.id
            ))
            .into()),
        }
    }

    /// How many moves a take-back asked by `by` undoes: back to just before `by`'s last move.
    pub(super) fn takeback_plies(&self, doc: &GameDoc, by: Side) -> ServiceResult<usize> {
        for undo in 1..=2usize {
            if undo > doc.moves.len() {
                break;
            }
            let mut record = doc.record();
            record.moves.truncate(doc.moves.len() - undo);
            let game = games::replay(&record).map_err(|e| {
                ServiceError::Store(StoreError::Corrupt {
                    what: "game",
                    id: doc.id.to_string(),
                    reason: e.to_string(),
                })
            })?;
            if game.side_to_move() == by {
                return Ok(undo);
            }
        }
        Err(UserError::NothingToTakeBack(doc.id.clone()).into())
    }

    /// `/takeback ask|accept|decline`. Asking takes back the asker's last move (and the
    /// opponent's reply, if they have answered it); the opponent must agree.
    pub fn takeback(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        what: TakebackAction,
    ) -> ServiceResult<Response> {
        self.takeback_at(actor, place, game, what, None)
    }

    pub(super) fn takeback_at(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        what: TakebackAction,
        ply: Option<usize>,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let id = self.find_game(actor, place, game)?.id;
        let now = self.now();
        let (doc, undone) = self
            .update_with(&id, |mut doc| {
                let side = self.player_side(&doc, actor)?;
                let request = doc.takeback;
                if let Some(ply) = ply {
                    if request.map_or(true, |r| r.ply != ply) || doc.moves.len() != ply {
                        return Err(UserError::StaleButton.into());
                    }
                }
                match (what, request) {
                    (TakebackAction::Ask, Some(r)) if r.by == side => {
                        Err(UserError::TakebackAlreadyAsked(doc.id.clone()).into())
                    }
                    (TakebackAction::Ask, _) => {
                        self.takeback_plies(&doc, side)?;
                        doc.takeback = Some(OfferDoc {
                            by: side,
                            ply: doc.moves.len(),
                        });
                        Ok(Some((doc.clone(), (doc, Vec::new()))))
                    }
                    (_, Some(r)) if r.by == side => Err(UserError::OwnTakeback.into()),
                    (TakebackAction::Accept, Some(r)) => {
                        let undo = self.takeback_plies(&doc, r.by)?;
                        let keep = doc.moves.len() - undo;
                        let undone = doc.moves.split_off(keep);
                        let game = self.rebuild(&doc)?;
                        doc.position = game.position();
                        doc.to_move = game.side_to_move();
                        doc.last_move_at = now;
                        doc.takeback = None;
                        doc.draw_offer = None;
                        doc.deadline = Some(now.plus(Duration::from_secs(doc.time_per_move)));
                        doc.reminded = false;
                        doc.event_at = self.next_event(&doc);
                        Ok(Some((doc.clone(), (doc, undone))))
                    }
                    (TakebackAction::Decline, Some(_)) => {
                        doc.takeback = None;
                        Ok(Some((doc.clone(), (doc, Vec::new()))))
                    }
                    (_, None) => Err(UserError::NoTakebackRequest(doc.id.clone()).into()),
                }
            })?
            .ok_or_else(|| ServiceError::Internal("take-back step gave nothing".into()))?;
        let side = doc.side_of(actor.user).unwrap_or(Side::First);
        let opponent = doc.player(side.opponent()).clone();
        match what {
            TakebackAction::Ask => {
                let ply = doc.moves.len();
                let mut reply = Reply::text(format!(
                    "{} asks to take back their last move in game {}. {}, accept or decline.",
                    actor.name, doc.id, opponent.name
                ));
                reply.buttons = vec![
                    Button::new(
                        "Allow take-back",
                        ButtonStyle::Success,
                        Action::AcceptTakeback {
                            game: doc.id.clone(),
                            ply,
                        },
                    ),
                    Button::new(
                        "Refuse",
                        ButtonStyle::Danger,
                        Action::DeclineTakeback {
                            game: doc.id.clone(),
                            ply,
                        },
                    ),
                ];
                let mut response = Response::from(reply);
                self.address(
                    &mut response,
                    opponent.user,
                    doc.channel,
                    Some(doc.id.clone()),
                    NoticeKind::TakebackAsked,
                    format!("{} asks for a take-back in game {}.", actor.name, doc.id),
                );
                if let Some(n) = response.notices.last_mut() {
                    n.buttons = response.reply.buttons.clone();
                }
                Ok(response)
            }
            TakebackAction::Accept => {
                let game = self.rebuild(&doc)?;
                let headline = format!(
                    "{} allowed the take-back: {} undone.",
                    actor.name,
                    undone.join(" ")
                );
                let mut response =
                    Response::from(self.board_reply(&doc, game.as_ref(), None, headline));
                let to_move = doc.player(doc.to_move).user;
                self.address(
                    &mut response,
                    to_move,
                    doc.channel,
                    Some(doc.id.clone()),
                    NoticeKind::YourTurn,
                    format!("Take-back done in game {}: your move.", doc.id),
                );
                Ok(response)
            }
            TakebackAction::Decline => Ok(Reply::text(format!(
                "{} refused the take-back in game {}.",
                actor.name, doc.id
            ))
            .into()),
        }
    }
}
