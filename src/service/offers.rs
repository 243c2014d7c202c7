//! Offers the opponent answers: draws and take-backs.
//!
//! Both go through one flow, [`Service::offer_at`]: find the game, refuse a stale button,
//! check who may answer, and keep the offer's bookkeeping (made, accepted, declined). What
//! differs is in the [`Offer`] implementations: what accepting does; when an offer may be made
//! (a draw by the game's own rule, e.g. Topo's draw rule 9 in `docs/rules/topo.md`; a
//! take-back only with a move of the asker's to take back); and whether making one while the
//! opponent's stands accepts it (draws) or replaces it (take-backs).

use super::{
    Action, Actor, Button, ButtonStyle, DrawAction, NoticeKind, Notify, Place, Reply, Response,
    Service, ServiceError, ServiceResult, TakebackAction, UserError,
};
use crate::games::{self, msg, Arg, EndReason, Msg, Outcome, Side, Text};
use crate::model::{GameId, Timestamp};
use crate::store::{GameDoc, OfferDoc, PlayerSlot, StoreError};

/// A step in an offer's life, as asked for by a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Step {
    /// Offer a draw, ask for a take-back.
    Make,
    Accept,
    Decline,
}

impl From<DrawAction> for Step {
    fn from(action: DrawAction) -> Self {
        match action {
            DrawAction::Offer => Step::Make,
            DrawAction::Accept => Step::Accept,
            DrawAction::Decline => Step::Decline,
        }
    }
}

impl From<TakebackAction> for Step {
    fn from(action: TakebackAction) -> Self {
        match action {
            TakebackAction::Ask => Step::Make,
            TakebackAction::Accept => Step::Accept,
            TakebackAction::Decline => Step::Decline,
        }
    }
}

/// What a step did.
pub(super) enum Answered<T> {
    /// A new offer stands.
    Made,
    /// The opponent's offer was accepted; `T` is what accepting gave.
    Accepted(T),
    /// The opponent's offer was declined.
    Declined,
}

/// What differs between a draw offer and a take-back request.
pub(super) trait Offer {
    /// What accepting gives back for the reply.
    type Accepted;
    /// What the offer is called in internal errors.
    const WHAT: &'static str;
    /// Whether making an offer while the opponent's stands accepts theirs (rather than
    /// replacing it with one's own).
    const MAKING_ACCEPTS: bool;
    /// Where the game keeps the standing offer.
    fn slot(doc: &mut GameDoc) -> &mut Option<OfferDoc>;
    /// Whether `side` may make this offer now.
    fn may_make(service: &Service, doc: &GameDoc, side: Side) -> ServiceResult<()>;
    /// Carries out `offer`, accepted by the opponent of its maker.
    fn accept(
        service: &Service,
        doc: &mut GameDoc,
        offer: OfferDoc,
        now: Timestamp,
    ) -> ServiceResult<Self::Accepted>;
    /// The Accept and Decline buttons under an offer: label, look, and the action for the
    /// game and the ply the offer was made at.
    const BUTTONS: [OfferButton; 2];
    /// The user errors the flow's refusals give.
    const REFUSALS: Refusals;
    /// The reply to `actor`'s step on `doc` (as written), with the notices it causes.
    fn respond(
        service: &Service,
        actor: &Actor,
        doc: &GameDoc,
        answered: Answered<Self::Accepted>,
    ) -> ServiceResult<Response>;
}

/// A button under an offer: its label's message id, its look, and its action for the game and
/// the ply the offer was made at.
pub(super) type OfferButton = (&'static str, ButtonStyle, fn(GameId, usize) -> Action);

/// The user errors of the offer flow's refusals, for one kind of offer.
pub(super) struct Refusals {
    /// The maker offers again while their offer stands.
    already_made: fn(GameId) -> UserError,
    /// An answer, but no offer stands.
    none_standing: fn(GameId) -> UserError,
    /// The maker tries to answer their own offer.
    own: UserError,
}

/// A draw offer: accepting ends the game drawn by agreement.
pub(super) struct DrawOffer;

impl Offer for DrawOffer {
    type Accepted = ();
    const WHAT: &'static str = "draw";
    /// Offering a draw when the opponent has offered one is agreeing to it.
    const MAKING_ACCEPTS: bool = true;
    const BUTTONS: [OfferButton; 2] = [
        (
            "offer-button-accept-draw",
            ButtonStyle::Success,
            |game, ply| Action::AcceptDraw { game, ply },
        ),
        (
            "offer-button-decline-draw",
            ButtonStyle::Danger,
            |game, ply| Action::DeclineDraw { game, ply },
        ),
    ];
    const REFUSALS: Refusals = Refusals {
        already_made: UserError::DrawAlreadyOffered,
        none_standing: UserError::NoDrawOffer,
        own: UserError::OwnDrawOffer,
    };

    fn slot(doc: &mut GameDoc) -> &mut Option<OfferDoc> {
        &mut doc.draw_offer
    }

    /// The game's own rule on draw offers (Topo's draw rule 9), checked when offering and again
    /// when accepting.
    fn may_make(service: &Service, doc: &GameDoc, _side: Side) -> ServiceResult<()> {
        let game = service.rebuild(doc)?;
        game.draw_offer_allowed()
            .map_err(UserError::DrawNotAllowed)?;
        Ok(())
    }

    fn accept(
        service: &Service,
        doc: &mut GameDoc,
        offer: OfferDoc,
        now: Timestamp,
    ) -> ServiceResult<()> {
        Self::may_make(service, doc, offer.by)?;
        service.finish(doc, Outcome::draw(EndReason::Agreement), now);
        Ok(())
    }

    fn respond(
        service: &Service,
        actor: &Actor,
        doc: &GameDoc,
        answered: Answered<()>,
    ) -> ServiceResult<Response> {
        let opponent = service.opponent_of(doc, actor);
        match answered {
            Answered::Made => Ok(service.offer_made::<Self>(
                doc,
                msg!(
                    "offer-draw-made",
                    player = &actor.name,
                    game = doc.id.to_string(),
                    opponent = &opponent.name
                ),
                Notify::to(opponent.user).about(doc).says(
                    NoticeKind::DrawOffered,
                    msg!(
                        "offer-draw-notice",
                        player = &actor.name,
                        game = doc.id.to_string()
                    ),
                ),
            )),
            Answered::Accepted(()) => {
                let mut text = Text::from(msg!(
                    "offer-draw-accepted",
                    player = &actor.name,
                    game = doc.id.to_string()
                ));
                if doc.aborted() {
                    text.push(msg!("play-aborted-unrated", game = doc.id.to_string()));
                }
                let mut response = Response::from(Reply::text(text));
                service.announce_end(&mut response, doc, actor.user);
                Ok(response)
            }
            Answered::Declined => Ok(Reply::text(msg!(
                "offer-draw-declined",
                player = &actor.name,
                game = doc.id.to_string()
            ))
            .into()),
        }
    }
}

/// A take-back request: accepting undoes the asker's last move (and the reply to it) and
/// restarts the clock.
pub(super) struct TakebackRequest;

impl Offer for TakebackRequest {
    /// The moves undone.
    type Accepted = Vec<String>;
    const WHAT: &'static str = "take-back";
    /// Each player asks to take back their own move: a new request replaces the opponent's.
    const MAKING_ACCEPTS: bool = false;
    const BUTTONS: [OfferButton; 2] = [
        (
            "offer-button-allow-takeback",
            ButtonStyle::Success,
            |game, ply| Action::AcceptTakeback { game, ply },
        ),
        (
            "offer-button-refuse-takeback",
            ButtonStyle::Danger,
            |game, ply| Action::DeclineTakeback { game, ply },
        ),
    ];
    const REFUSALS: Refusals = Refusals {
        already_made: UserError::TakebackAlreadyAsked,
        none_standing: UserError::NoTakebackRequest,
        own: UserError::OwnTakeback,
    };

    fn slot(doc: &mut GameDoc) -> &mut Option<OfferDoc> {
        &mut doc.takeback
    }

    /// Only with a move of the asker's to take back.
    fn may_make(service: &Service, doc: &GameDoc, side: Side) -> ServiceResult<()> {
        service.takeback_plies(doc, side).map(|_| ())
    }

    fn accept(
        service: &Service,
        doc: &mut GameDoc,
        offer: OfferDoc,
        now: Timestamp,
    ) -> ServiceResult<Vec<String>> {
        let undo = service.takeback_plies(doc, offer.by)?;
        let keep = doc.moves.len() - undo;
        let undone = doc.moves.split_off(keep);
        let game = service.rebuild(doc)?;
        doc.position = game.position();
        doc.to_move = game.side_to_move();
        doc.last_move_at = now;
        doc.takeback = None;
        doc.draw_offer = None;
        // The lines were written for a position that is gone.
        doc.conditionals.clear();
        service.start_turn_clock(doc, now);
        Ok(undone)
    }

    fn respond(
        service: &Service,
        actor: &Actor,
        doc: &GameDoc,
        answered: Answered<Vec<String>>,
    ) -> ServiceResult<Response> {
        let opponent = service.opponent_of(doc, actor);
        match answered {
            Answered::Made => Ok(service.offer_made::<Self>(
                doc,
                msg!(
                    "offer-takeback-made",
                    player = &actor.name,
                    game = doc.id.to_string(),
                    opponent = &opponent.name
                ),
                Notify::to(opponent.user).about(doc).says(
                    NoticeKind::TakebackAsked,
                    msg!(
                        "offer-takeback-notice",
                        player = &actor.name,
                        game = doc.id.to_string()
                    ),
                ),
            )),
            Answered::Accepted(undone) => {
                let game = service.rebuild(doc)?;
                let headline = msg!(
                    "offer-takeback-accepted",
                    player = &actor.name,
                    moves = service.undone_words(doc, &undone)?,
                    count = undone.len()
                );
                let mut response = Response::from(super::play::headed(
                    headline,
                    service.board_reply(doc, game.as_ref(), None, Text::new()),
                ));
                let to_move = doc.player(doc.to_move).user;
                service.address(
                    &mut response,
                    Notify::to(to_move).about(doc).says(
                        NoticeKind::YourTurn,
                        msg!("offer-takeback-your-move", game = doc.id.to_string()),
                    ),
                );
                Ok(response)
            }
            Answered::Declined => Ok(Reply::text(msg!(
                "offer-takeback-declined",
                player = &actor.name,
                game = doc.id.to_string()
            ))
            .into()),
        }
    }
}

impl Service {
    /// `/draw offer|accept|decline`. Offering when the opponent has offered is accepting.
    pub fn draw(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        what: DrawAction,
    ) -> ServiceResult<Response> {
        self.draw_at(actor, place, game, what.into(), None)
    }

    /// A draw step (from the command or a button); against the computer, an offer goes to its
    /// evaluation.
    pub(super) fn draw_at(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        step: Step,
        ply: Option<usize>,
    ) -> ServiceResult<Response> {
        let (id, mut response) = self.offer_at::<DrawOffer>(actor, place, game, step, ply)?;
        if step == Step::Make {
            self.computer_considers_draw(&id, &mut response);
        }
        Ok(response)
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
        if what == TakebackAction::Ask {
            if let Some(response) = self.computer_takeback(actor, place, game)? {
                return Ok(response);
            }
        }
        self.offer_at::<TakebackRequest>(actor, place, game, what.into(), None)
            .map(|(_, response)| response)
    }

    /// The steps draws and take-backs share: find the game, refuse a button posted for another
    /// position (`ply`), check that the actor plays in it, make, accept or decline the offer,
    /// then reply as the offer says ([`Offer::respond`]).
    pub(super) fn offer_at<K: Offer>(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        step: Step,
        ply: Option<usize>,
    ) -> ServiceResult<(GameId, Response)> {
        self.touch(actor)?;
        let id = self.find_game(actor, place, game)?.id;
        let now = self.now();
        let (doc, answered) = self
            .update_with(&id, |doc| {
                let side = self.player_side(doc, actor)?;
                let standing = *K::slot(doc);
                if let Some(ply) = ply {
                    if standing.map_or(true, |o| o.ply != ply) || doc.moves.len() != ply {
                        return Err(UserError::StaleButton.into());
                    }
                }
                let answered = match (step, standing) {
                    (Step::Make, Some(o)) if o.by == side => {
                        return Err((K::REFUSALS.already_made)(doc.id.clone()).into())
                    }
                    (Step::Make, Some(o)) if K::MAKING_ACCEPTS => {
                        Answered::Accepted(K::accept(self, doc, o, now)?)
                    }
                    (Step::Make, _) => {
                        K::may_make(self, doc, side)?;
                        *K::slot(doc) = Some(OfferDoc {
                            by: side,
                            ply: doc.moves.len(),
                        });
                        Answered::Made
                    }
                    (_, None) => return Err((K::REFUSALS.none_standing)(doc.id.clone()).into()),
                    (_, Some(o)) if o.by == side => return Err(K::REFUSALS.own.into()),
                    (Step::Accept, Some(o)) => Answered::Accepted(K::accept(self, doc, o, now)?),
                    (Step::Decline, Some(_)) => {
                        *K::slot(doc) = None;
                        Answered::Declined
                    }
                };
                Ok(Some(answered))
            })?
            .ok_or_else(|| ServiceError::Internal(format!("{} step gave nothing", K::WHAT)))?;
        K::respond(self, actor, &doc, answered).map(|response| (doc.id.clone(), response))
    }

    /// The reply to a new offer: `text` with the offer's Accept and Decline buttons, which a
    /// direct message to the opponent (`notify`) carries too.
    fn offer_made<K: Offer>(&self, doc: &GameDoc, text: Msg, notify: Notify) -> Response {
        let mut reply = Reply::text(text);
        reply.buttons = K::BUTTONS
            .iter()
            .map(|&(label, style, action)| {
                Button::new(
                    Msg::new(label),
                    style,
                    action(doc.id.clone(), doc.moves.len()),
                )
            })
            .collect();
        let notify = notify.buttons(reply.buttons.clone());
        let mut response = Response::from(reply);
        self.address(&mut response, notify);
        response
    }

    /// The moves `undone` by a take-back of `doc` (as it is after it), each with whose it was
    /// ("alice's H8+7"), in the notation of the reader's language: a list for the message.
    pub(super) fn undone_words(&self, doc: &GameDoc, undone: &[String]) -> ServiceResult<Arg> {
        let mut game = self.rebuild(doc)?;
        let mut movers = Vec::with_capacity(undone.len());
        for mv in undone {
            movers.push(game.side_to_move());
            game.play(mv).map_err(|e| {
                ServiceError::Internal(format!("undone move {mv} of game {}: {e}", doc.id))
            })?;
        }
        let words = game.moves_words(doc.moves.len());
        Ok(Arg::List(
            movers
                .into_iter()
                .zip(words)
                .map(|(side, words)| {
                    Arg::from(msg!(
                        "offer-takeback-whose",
                        player = super::views::player_msg(doc.player(side)),
                        played = words
                    ))
                })
                .collect(),
        ))
    }

    /// The opponent of `actor` in `doc`.
    fn opponent_of(&self, doc: &GameDoc, actor: &Actor) -> PlayerSlot {
        let side = doc.side_of(actor.user).unwrap_or(Side::First);
        doc.player(side.opponent()).clone()
    }
}
