//! Each record read once per command.
//!
//! A `/move` needs the mover's player record (their name and language), the opponent's (how
//! they want to be told, and in which language) and the server's settings (the channel's
//! language) in several places: the front end's language choice, the command, each notice.
//! Rather than thread the records through every call, a command runs inside a
//! [`Service::in_one_read`] scope that remembers the player records and server settings it has
//! read or written (and vacation records), so each is fetched from the store at most once. On PostgreSQL every read is
//! a round trip, which is why this matters.
//!
//! The scope is kept per thread: a command runs on one blocking thread from its first read to
//! its answer, and the scope ends with it, so nothing is remembered across commands (another
//! command's write is always seen by the next one). Writes go through to the store and into the
//! scope, so a command that changes a record reads back what it wrote. Outside a scope (the
//! computer's search threads, tools) every read goes to the store.

use super::{Service, ServiceResult};
use crate::model::{ServerId, ServerSettings, UserId, VacationDoc};
use crate::store::{PlayerDoc, StoreResult};
use std::cell::RefCell;
use std::collections::HashMap;

/// What the current command has read (or written).
#[derive(Default)]
struct Reads {
    /// Player records, `None` for a user the store does not know.
    players: HashMap<UserId, Option<PlayerDoc>>,
    servers: HashMap<ServerId, ServerSettings>,
    /// Vacation records, `None` for a user who never took a vacation.
    vacations: HashMap<UserId, Option<VacationDoc>>,
    /// How many scopes are open on this thread (a scope may call code that opens one).
    depth: usize,
}

thread_local! {
    static READS: RefCell<Option<Reads>> = const { RefCell::new(None) };
}

/// Closes the scope it opened when dropped, also when the command panicked or returned early.
struct Scope;

impl Scope {
    fn open() -> Scope {
        READS.with(|reads| {
            reads.borrow_mut().get_or_insert_with(Reads::default).depth += 1;
        });
        Scope
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        READS.with(|reads| {
            let mut reads = reads.borrow_mut();
            if let Some(open) = reads.as_mut() {
                open.depth -= 1;
                if open.depth == 0 {
                    *reads = None;
                }
            }
        });
    }
}

/// Runs `f` on the open scope's records, if a scope is open on this thread.
fn with_scope<T>(f: impl FnOnce(&mut Reads) -> T) -> Option<T> {
    READS.with(|reads| reads.borrow_mut().as_mut().map(f))
}

impl Service {
    /// Runs `command` reading each player record and each server's settings at most once (see
    /// the module documentation). The front ends wrap a whole command in it: the language
    /// choice before it, the service call, and the language choice after it. An associated
    /// function, not a method, so that a front end holding its service mutably can call it.
    pub fn in_one_read<T>(command: impl FnOnce() -> T) -> T {
        let _scope = Scope::open();
        command()
    }

    /// A user's player record (`None`: never seen), from the scope when it was read before.
    pub(super) fn player_record(&self, user: UserId) -> StoreResult<Option<PlayerDoc>> {
        if let Some(Some(known)) = with_scope(|reads| reads.players.get(&user).cloned()) {
            return Ok(known);
        }
        let read = self.store.player(user)?;
        with_scope(|reads| reads.players.insert(user, read.clone()));
        Ok(read)
    }

    /// Writes a player record, remembering it in the scope.
    pub(super) fn put_player_record(&self, doc: &PlayerDoc) -> ServiceResult<()> {
        self.store.put_player(doc)?;
        with_scope(|reads| reads.players.insert(doc.user, Some(doc.clone())));
        Ok(())
    }

    /// A user's vacation record (`None`: they never took one), from the scope when it was read
    /// before: a move asks whether each player is away several times (the clock, the board,
    /// the end of the mover's vacation).
    pub(super) fn vacation_read(&self, user: UserId) -> StoreResult<Option<VacationDoc>> {
        if let Some(Some(known)) = with_scope(|reads| reads.vacations.get(&user).cloned()) {
            return Ok(known);
        }
        let read = self.store.vacation(user)?;
        with_scope(|reads| reads.vacations.insert(user, read.clone()));
        Ok(read)
    }

    /// Remembers a vacation record just written, so that the rest of the command sees it.
    pub(super) fn remember_vacation(&self, doc: &VacationDoc) {
        with_scope(|reads| reads.vacations.insert(doc.user, Some(doc.clone())));
    }

    /// A server's settings (the defaults for a server never configured), from the scope when
    /// they were read before.
    pub(super) fn server_settings(&self, server: ServerId) -> StoreResult<ServerSettings> {
        if let Some(Some(known)) = with_scope(|reads| reads.servers.get(&server).cloned()) {
            return Ok(known);
        }
        let read = self.store.server_settings(server)?;
        with_scope(|reads| reads.servers.insert(server, read.clone()));
        Ok(read)
    }

    /// Writes a server's settings, remembering them in the scope.
    pub(super) fn put_server_settings(
        &self,
        server: ServerId,
        settings: &ServerSettings,
    ) -> ServiceResult<()> {
        self.store.put_server_settings(server, settings)?;
        with_scope(|reads| reads.servers.insert(server, settings.clone()));
        Ok(())
    }
}
