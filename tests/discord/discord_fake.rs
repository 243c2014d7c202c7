//! A fake Discord on loopback, for end-to-end tests of the real serenity/poise client.
//!
//! One axum server plays both parts:
//! - the REST API under `/api/v10/…`: it answers what the client asks at start-up (gateway URL,
//!   application, command registration) and records every other call (interaction callbacks,
//!   original-response edits, follow-ups, channel messages) with their multipart attachments, and
//!   keeps the messages it was asked to create so that later button presses can carry them;
//! - the gateway websocket at `/gateway`: HELLO, IDENTIFY → READY and GUILD_CREATE, heartbeats
//!   acknowledged, then whatever dispatches the test pushes (INTERACTION_CREATE shaped as Discord
//!   sends them today).
//!
//! Point the bot at it with `api_proxy = fake.url()`.

use axum::body::Bytes;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc;

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const GUILD_ID: u64 = 800_000_000_000_000_001;
pub const CHANNEL_ID: u64 = 700_000_000_000_000_001;
pub const OTHER_CHANNEL_ID: u64 = 700_000_000_000_000_002;
const TIMESTAMP: &str = "2026-11-30T02:30:00.000000+00:00";

/// A person using Discord in the tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Person {
    pub id: u64,
    pub name: &'static str,
}

pub const ALICE: Person = Person {
    id: 100_000_000_000_000_001,
    name: "alice",
};
pub const BOB: Person = Person {
    id: 100_000_000_000_000_002,
    name: "bob",
};
pub const CAROL: Person = Person {
    id: 100_000_000_000_000_003,
    name: "carol",
};
pub const DAVE: Person = Person {
    id: 100_000_000_000_000_004,
    name: "dave",
};
pub const ERIN: Person = Person {
    id: 100_000_000_000_000_005,
    name: "erin",
};
pub const FRANK: Person = Person {
    id: 100_000_000_000_000_006,
    name: "frank",
};
pub const GRACE: Person = Person {
    id: 100_000_000_000_000_007,
    name: "grace",
};

/// Everyone the fake knows, in the order of their ids.
pub const PERSONS: [Person; 7] = [ALICE, BOB, CAROL, DAVE, ERIN, FRANK, GRACE];

/// Every permission: what the fake's members have unless [`FakeDiscord::set_member`] says
/// otherwise.
pub const ALL_PERMISSIONS: &str = "1099511627775";

/// A file sent with a request (multipart part other than `payload_json`).
#[derive(Debug, Clone)]
pub struct File {
    pub filename: String,
    pub bytes: Vec<u8>,
}

/// One REST call the bot made.
#[derive(Debug, Clone)]
pub struct Call {
    pub seq: u64,
    pub method: String,
    pub path: String,
    pub json: Option<Value>,
    pub files: Vec<File>,
}

impl Call {
    /// The message's text content only, if any (for callbacks it sits under `data`).
    pub fn message_content(&self) -> String {
        let json = self.json.as_ref();
        let body = json
            .and_then(|j| j.get("data").filter(|d| d.is_object()))
            .or(json);
        body.and_then(|b| b.get("content"))
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    }

    /// What a reader sees as text: the content, then each embed's title, description, fields
    /// (name, then value) and footer, one per line.
    pub fn content(&self) -> String {
        let mut lines = vec![self.message_content()];
        for embed in self.embeds() {
            lines.extend(embed_texts(&embed));
        }
        lines.retain(|l| !l.is_empty());
        lines.join("\n")
    }

    /// The embeds sent.
    pub fn embeds(&self) -> Vec<Value> {
        self.payload()["embeds"]
            .as_array()
            .cloned()
            .unwrap_or_default()
    }

    /// The alt texts of the files sent (their `description` in `attachments`).
    pub fn alt_texts(&self) -> Vec<String> {
        self.payload()["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|a| a["description"].as_str().map(str::to_string))
            .collect()
    }

    /// The body's payload: `data` for interaction callbacks, the body itself otherwise.
    pub fn payload(&self) -> Value {
        let json = self.json.clone().unwrap_or(Value::Null);
        if self.path.ends_with("/callback") {
            json.get("data").cloned().unwrap_or(Value::Null)
        } else {
            json
        }
    }

    /// The callback type of an interaction response (4 message, 5 deferred, 6 deferred
    /// update, 7 update, 8 autocomplete).
    pub fn callback_type(&self) -> Option<u64> {
        self.json.as_ref()?.get("type")?.as_u64()
    }

    /// Whether the message is ephemeral (flag 64).
    pub fn ephemeral(&self) -> bool {
        self.payload()
            .get("flags")
            .and_then(Value::as_u64)
            .is_some_and(|flags| flags & 64 != 0)
    }

    /// Every custom id of the buttons sent.
    pub fn custom_ids(&self) -> Vec<String> {
        custom_ids(&self.payload())
    }

    /// The PNG files attached.
    pub fn pngs(&self) -> Vec<&File> {
        self.files
            .iter()
            .filter(|f| f.bytes.starts_with(b"\x89PNG\r\n\x1a\n"))
            .collect()
    }
}

/// A stored message's text as a reader sees it: its content, then its embeds' texts.
pub fn message_text(message: &Value) -> String {
    let mut lines = vec![message["content"].as_str().unwrap_or_default().to_string()];
    for embed in message["embeds"].as_array().into_iter().flatten() {
        lines.extend(embed_texts(embed));
    }
    lines.retain(|l| !l.is_empty());
    lines.join("\n")
}

/// An embed's texts as a reader sees them: title, description, each field's name and value,
/// footer.
pub fn embed_texts(embed: &Value) -> Vec<String> {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let mut lines = vec![text(&embed["title"]), text(&embed["description"])];
    for field in embed["fields"].as_array().into_iter().flatten() {
        lines.push(text(&field["name"]));
        lines.push(text(&field["value"]));
    }
    lines.push(text(&embed["footer"]["text"]));
    lines.retain(|l| !l.is_empty());
    lines
}

/// What Discord would refuse in a message (empty when it would take it): the content over 2,000
/// characters; an embed over its limits (title 256, description 4,096, 25 fields, field name
/// 256 and value 1,024, footer 2,048, 6,000 in all the message's embeds), an empty field, an
/// `attachment://` image without its file among `files` (or the message's `kept` attachments);
/// components over theirs (5 rows, 5 buttons a row, one select menu alone in its row, custom
/// ids of 1 to 100 characters and unique, labels of 80, 1 to 25 options per menu, unique
/// values, labels and values of 100); an attachment description over 1,024.
pub fn message_problems(body: &Value, files: &[File], kept: &[String]) -> Vec<String> {
    let mut problems = Vec::new();
    let len = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    if len(&body["content"]) > 2000 {
        problems.push("content over 2000 characters".to_string());
    }
    let embeds = body["embeds"].as_array().cloned().unwrap_or_default();
    if embeds.len() > 10 {
        problems.push("more than 10 embeds".into());
    }
    let mut total = 0;
    for (i, embed) in embeds.iter().enumerate() {
        let mut over = |what: &str, value: &Value, max: usize| {
            let n = len(value);
            total += n;
            if n > max {
                problems.push(format!(
                    "embed {i}: {what} of {n} characters (at most {max})"
                ));
            }
        };
        over("title", &embed["title"], 256);
        over("description", &embed["description"], 4096);
        over("footer", &embed["footer"]["text"], 2048);
        let fields = embed["fields"].as_array().cloned().unwrap_or_default();
        for field in &fields {
            over("field name", &field["name"], 256);
            over("field value", &field["value"], 1024);
        }
        if fields.len() > 25 {
            problems.push(format!("embed {i}: {} fields (at most 25)", fields.len()));
        }
        for field in &fields {
            if len(&field["name"]) == 0 || len(&field["value"]) == 0 {
                problems.push(format!("embed {i}: an empty field"));
            }
        }
        if let Some(url) = embed["image"]["url"].as_str() {
            if let Some(name) = url.strip_prefix("attachment://") {
                let uploaded =
                    files.iter().any(|f| f.filename == name) || kept.iter().any(|k| k == name);
                if !uploaded {
                    problems.push(format!("embed {i}: image {url} names no attached file"));
                }
            }
        }
    }
    if total > 6000 {
        problems.push(format!(
            "embeds of {total} characters in all (at most 6000)"
        ));
    }
    for attachment in body["attachments"].as_array().into_iter().flatten() {
        if len(&attachment["description"]) > 1024 {
            problems.push("an attachment description over 1024 characters".into());
        }
    }
    let rows = body["components"].as_array().cloned().unwrap_or_default();
    if rows.len() > 5 {
        problems.push(format!("{} rows of components (at most 5)", rows.len()));
    }
    let mut ids = std::collections::HashSet::new();
    for (r, row) in rows.iter().enumerate() {
        let items = row["components"].as_array().cloned().unwrap_or_default();
        if items.is_empty() || items.len() > 5 {
            problems.push(format!("row {r}: {} components (1 to 5)", items.len()));
        }
        let selects = items
            .iter()
            .filter(|c| c["type"].as_u64() != Some(2))
            .count();
        if selects > 0 && items.len() > 1 {
            problems.push(format!("row {r}: a select menu shares its row"));
        }
        for item in &items {
            let id = item["custom_id"].as_str().unwrap_or_default();
            if item["type"].as_u64() == Some(2) && item["style"].as_u64() == Some(5) {
                continue; // a link button has a url, no id
            }
            if id.is_empty() || id.chars().count() > 100 {
                problems.push(format!("row {r}: custom id {id:?} (1 to 100 characters)"));
            }
            if !ids.insert(id.to_string()) {
                problems.push(format!("custom id {id:?} twice in one message"));
            }
            if len(&item["label"]) > 80 {
                problems.push(format!("row {r}: a label over 80 characters"));
            }
            if item["type"].as_u64() == Some(3) {
                let options = item["options"].as_array().cloned().unwrap_or_default();
                if options.is_empty() || options.len() > 25 {
                    problems.push(format!("row {r}: {} options (1 to 25)", options.len()));
                }
                let mut values = std::collections::HashSet::new();
                for option in &options {
                    let value = option["value"].as_str().unwrap_or_default();
                    if !values.insert(value.to_string()) {
                        problems.push(format!("row {r}: option value {value:?} twice"));
                    }
                    if len(&option["label"]) == 0
                        || len(&option["label"]) > 100
                        || value.is_empty()
                        || value.chars().count() > 100
                        || len(&option["description"]) > 100
                    {
                        problems.push(format!("row {r}: option {value:?} outside its limits"));
                    }
                }
            }
        }
    }
    problems
}

/// Discord's answer to a message it refuses.
fn refused(problems: Vec<String>) -> Response {
    (
        StatusCode::BAD_REQUEST,
        Json(json!({ "code": 50035, "message": "Invalid Form Body", "errors": problems })),
    )
        .into_response()
}

/// The file names of a message's attachments that an edit keeps (listed by id).
fn kept_names(old: Option<&Value>, sent: &Value) -> Vec<String> {
    let Some(listed) = sent.get("attachments").and_then(Value::as_array) else {
        // No list: the old attachments all stay.
        return old
            .and_then(|m| m["attachments"].as_array().cloned())
            .unwrap_or_default()
            .iter()
            .filter_map(|a| a["filename"].as_str().map(str::to_string))
            .collect();
    };
    old.and_then(|m| m["attachments"].as_array().cloned())
        .unwrap_or_default()
        .iter()
        .filter(|a| {
            listed
                .iter()
                .any(|l| l.get("id").map(id_string) == a.get("id").map(id_string))
        })
        .filter_map(|a| a["filename"].as_str().map(str::to_string))
        .collect()
}

/// Every custom id in a message payload's components.
pub fn custom_ids(payload: &Value) -> Vec<String> {
    let mut ids = Vec::new();
    for row in payload
        .get("components")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        for component in row
            .get("components")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if let Some(id) = component.get("custom_id").and_then(Value::as_str) {
                ids.push(id.to_string());
            }
        }
    }
    ids
}

#[derive(Default)]
struct Inner {
    calls: Vec<Call>,
    /// Messages the bot created, by id (latest content after edits).
    messages: HashMap<u64, Value>,
    /// Interaction token → the id of its original response message.
    originals: HashMap<String, u64>,
    /// Outbox of the live gateway session (the latest to identify).
    gateway: Option<mpsc::UnboundedSender<Value>>,
    /// Outboxes of the live sessions by shard number, when several processes (each with its
    /// own shard range) connect to one fake.
    shards: HashMap<u64, mpsc::UnboundedSender<Value>>,
    /// The shard whose session [`FakeDiscord::dispatch`] uses; `None`: the latest session.
    route: Option<u64>,
    identifies: u64,
    /// While set, the gateway turns connections away (503) — Discord's gateway down.
    gateway_down: bool,
    registered: Vec<Value>,
    /// The user's client locale and the server's preferred locale sent with interactions from
    /// now on (`None`: `en-US` for both).
    locales: Option<(String, String)>,
    /// Client locales of particular people, which win over the one in `locales`.
    person_locales: HashMap<u64, String>,
    /// Particular people's permissions and roles in the server (others: every permission, no
    /// role).
    person_members: HashMap<u64, (String, Vec<u64>)>,
}

struct Shared {
    port: u16,
    inner: Mutex<Inner>,
    next_id: AtomicU64,
    seq: AtomicU64,
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // A panicking test thread must not hide the state from the others.
        self.inner
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }

    fn id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::SeqCst)
    }
}

/// The fake Discord. Dropping it stops the server.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
    }
}

/// Keeps loopback calls away from any proxy the environment may configure. Done once per test
/// binary, before any client exists (changing the environment while other threads read it is
/// not safe).
pub fn clear_proxy_environment() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        for name in [
            "HTTP_PROXY",
            "HTTPS_PROXY",
            "ALL_PROXY",
            "http_proxy",
            "https_proxy",
            "all_proxy",
        ] {
            std::env::remove_var(name);
        }
        std::env::set_var("NO_PROXY", "127.0.0.1,localhost");
        std::env::set_var("no_proxy", "127.0.0.1,localhost");
    });
}

impl FakeDiscord {
    /// Starts the fake on a free loopback port.
    pub async fn start() -> FakeDiscord {
        clear_proxy_environment();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind loopback");
        let port = listener.local_addr().expect("local address").port();
        let shared = Arc::new(Shared {
            port,
            inner: Mutex::new(Inner::default()),
            next_id: AtomicU64::new(600_000_000_000_000_001),
            seq: AtomicU64::new(1),
        });
        let app = Router::new()
            .route("/gateway", get(gateway))
            .fallback(rest)
            .with_state(shared.clone());
        let server = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        FakeDiscord { shared, server }
    }

    /// The base URL to give the bot as `api_proxy`.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.shared.port)
    }

    /// Every REST call so far.
    pub fn calls(&self) -> Vec<Call> {
        self.shared.lock().calls.clone()
    }

    /// The commands registered last (the JSON array the bot sent).
    pub fn registered_commands(&self) -> Vec<Value> {
        self.shared.lock().registered.clone()
    }

    /// How many times a client identified on the gateway.
    pub fn identifies(&self) -> u64 {
        self.shared.lock().identifies
    }

    /// The current state of a message the bot created.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.shared.lock().messages.get(&id).cloned()
    }

    /// The messages the bot created (newest first) that carry a button with `custom_id`.
    pub fn messages_with_custom_id(&self, custom_id: &str) -> Vec<u64> {
        let inner = self.shared.lock();
        let mut found: Vec<u64> = inner
            .messages
            .iter()
            .filter(|(_, message)| custom_ids(message).iter().any(|id| id == custom_id))
            .map(|(id, _)| *id)
            .collect();
        found.sort_unstable_by(|a, b| b.cmp(a));
        found
    }

    /// The id of the original response of an interaction, once there is one.
    pub fn original_message_id(&self, token: &str) -> Option<u64> {
        self.shared.lock().originals.get(token).copied()
    }

    /// Waits until a call matching `predicate` has been made after call number `after`.
    pub async fn wait_for_call(
        &self,
        after: u64,
        what: &str,
        predicate: impl Fn(&Call) -> bool,
    ) -> Call {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(call) = self
                .shared
                .lock()
                .calls
                .iter()
                .find(|c| c.seq > after && predicate(c))
            {
                return call.clone();
            }
            if tokio::time::Instant::now() > deadline {
                let calls: Vec<String> = self
                    .calls()
                    .iter()
                    .map(|c| format!("#{} {} {} {}", c.seq, c.method, c.path, c.content()))
                    .collect();
                panic!(
                    "timed out waiting for {what}; calls so far:\n{}",
                    calls.join("\n")
                );
            }
            tokio::time::sleep(Duration::from_millis(15)).await;
        }
    }

    /// The number of the last call made so far (to wait for calls after it).
    pub fn mark(&self) -> u64 {
        self.shared.lock().calls.last().map_or(0, |c| c.seq)
    }

    /// Waits until the bot has identified `count` times in all and its gateway session is live.
    pub async fn wait_until_ready(&self, count: u64) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            {
                let inner = self.shared.lock();
                if inner.identifies >= count && inner.gateway.is_some() {
                    return;
                }
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "the bot never connected to the gateway"
            );
            tokio::time::sleep(Duration::from_millis(15)).await;
        }
    }

    /// Takes the gateway down: every live session is closed (code 4000, so the client tries
    /// to resume at once) and new connections are turned away until [`FakeDiscord::gateway_up`].
    pub fn gateway_down(&self) {
        let mut inner = self.shared.lock();
        inner.gateway_down = true;
        let sessions: Vec<_> = inner
            .shards
            .values()
            .cloned()
            .chain(inner.gateway.clone())
            .collect();
        for session in sessions {
            let _ = session.send(json!({ "close": 4000 }));
        }
    }

    /// Lets the gateway take connections again.
    pub fn gateway_up(&self) {
        self.shared.lock().gateway_down = false;
    }

    /// Waits until a gateway session is live for each of `shards` (each identified with
    /// `[shard, total]`, as a process running a range of shards does).
    pub async fn wait_until_shards_ready(&self, shards: &[u64]) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
        loop {
            if shards
                .iter()
                .all(|s| self.shared.lock().shards.contains_key(s))
            {
                return;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "shards {shards:?} did not all connect; live: {:?}",
                self.shared.lock().shards.keys().collect::<Vec<_>>()
            );
            tokio::time::sleep(Duration::from_millis(15)).await;
        }
    }

    /// Sends what follows through the session of `shard` (as Discord sends a server's events to
    /// the shard that holds it), or through the latest session again (`None`).
    pub fn route_to_shard(&self, shard: Option<u64>) {
        self.shared.lock().route = shard;
    }

    /// Sends a gateway dispatch to the connected bot.
    pub fn dispatch(&self, event: &str, data: Value) {
        let inner = self.shared.lock();
        let outbox = match inner.route {
            Some(shard) => inner.shards.get(&shard).expect("no session for that shard"),
            None => inner.gateway.as_ref().expect("no gateway session"),
        };
        let _ = outbox.send(json!({ "t": event, "d": data }));
    }

    /// Sends an interaction and returns its token.
    pub fn interact(&self, interaction: Value) -> String {
        let token = interaction["token"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        self.dispatch("INTERACTION_CREATE", interaction);
        token
    }

    /// A slash command run by `who` in the test channel. `options` is Discord's `options` array.
    pub fn slash(&self, who: Person, name: &str, options: Value) -> Interaction {
        let interaction = self.interaction_base(
            who,
            2,
            CHANNEL_ID,
            json!({
                "id": self.shared.id().to_string(),
                "name": name,
                "type": 1,
                "options": options,
                "resolved": resolved_for(&options),
            }),
        );
        let token = self.interact(interaction.clone());
        Interaction { token }
    }

    /// An autocomplete request while `who` types a command. The focused option carries
    /// `"focused": true` and a string value.
    pub fn autocomplete(&self, who: Person, name: &str, options: Value) -> Interaction {
        let interaction = self.interaction_base(
            who,
            4,
            CHANNEL_ID,
            json!({
                "id": self.shared.id().to_string(),
                "name": name,
                "type": 1,
                "options": options,
            }),
        );
        let token = self.interact(interaction.clone());
        Interaction { token }
    }

    /// `who` presses the button `custom_id` on the bot's message `message_id`.
    pub fn press(&self, who: Person, message_id: u64, custom_id: &str) -> Interaction {
        self.component(
            who,
            message_id,
            json!({ "custom_id": custom_id, "component_type": 2 }),
        )
    }

    /// `who` chooses `values` in the select menu `custom_id` of message `message_id`.
    pub fn choose(
        &self,
        who: Person,
        message_id: u64,
        custom_id: &str,
        values: &[&str],
    ) -> Interaction {
        self.component(
            who,
            message_id,
            json!({ "custom_id": custom_id, "component_type": 3, "values": values }),
        )
    }

    fn component(&self, who: Person, message_id: u64, data: Value) -> Interaction {
        let message = self
            .message(message_id)
            .expect("pressing a button on an unknown message");
        let channel = message["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .unwrap_or(CHANNEL_ID);
        let mut interaction = self.interaction_base(who, 3, channel, data);
        interaction["message"] = message;
        let token = interaction["token"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        // The original response of a component interaction is the message it came from.
        self.shared
            .lock()
            .originals
            .insert(token.clone(), message_id);
        self.interact(interaction.clone());
        Interaction { token }
    }

    /// Sends `user` as the client's locale and `guild` as the server's preferred locale with
    /// every interaction from now on (Discord's codes: `pl`, `it`, `zh-TW`, …).
    pub fn set_locales(&self, user: &str, guild: &str) {
        self.shared.lock().locales = Some((user.to_string(), guild.to_string()));
    }

    /// Sends `locale` as `who`'s client locale from now on, whatever [`FakeDiscord::set_locales`]
    /// says for the others (people in one server read different languages).
    pub fn set_person_locale(&self, who: Person, locale: &str) {
        self.shared
            .lock()
            .person_locales
            .insert(who.id, locale.to_string());
    }

    /// Sends `who`'s member with `permissions` (Discord's bit field as a decimal string; Manage
    /// Server is 0x20) and `roles` from now on.
    pub fn set_member(&self, who: Person, permissions: &str, roles: &[u64]) {
        self.shared
            .lock()
            .person_members
            .insert(who.id, (permissions.to_string(), roles.to_vec()));
    }

    fn interaction_base(&self, who: Person, kind: u8, channel: u64, data: Value) -> Value {
        let id = self.shared.id();
        let member_json = {
            let inner = self.shared.lock();
            match inner.person_members.get(&who.id) {
                Some((permissions, roles)) => {
                    let mut member = member(who, permissions);
                    member["roles"] = json!(roles.iter().map(u64::to_string).collect::<Vec<_>>());
                    member
                }
                None => member(who, ALL_PERMISSIONS),
            }
        };
        let (user_locale, guild_locale) = {
            let inner = self.shared.lock();
            let (user, guild) = inner
                .locales
                .clone()
                .unwrap_or_else(|| ("en-US".into(), "en-US".into()));
            let user = inner.person_locales.get(&who.id).cloned().unwrap_or(user);
            (user, guild)
        };
        json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "data": data,
            "guild_id": GUILD_ID.to_string(),
            "channel_id": channel.to_string(),
            "channel": { "id": channel.to_string(), "type": 0, "guild_id": GUILD_ID.to_string(), "name": "games" },
            "member": member_json,
            "token": format!("token-{id}"),
            "version": 1,
            "app_permissions": "1099511627775",
            "locale": user_locale,
            "guild_locale": guild_locale,
            "entitlements": [],
            "authorizing_integration_owners": { "0": GUILD_ID.to_string() },
            "context": 0,
            "attachment_size_limit": 26_214_400,
        })
    }

    /// Everything the bot answered to the interaction `token`: its callback, then edits of the
    /// original response and follow-ups, in order.
    pub fn answers(&self, token: &str) -> Vec<Call> {
        self.calls()
            .into_iter()
            .filter(|c| {
                c.path.contains(&format!("/{token}/")) || c.path.ends_with(&format!("/{token}"))
            })
            .collect()
    }

    /// Waits for the bot's final answer to interaction `token`: a callback that carries a
    /// message (type 4 or 7), or an edit of the original response, or a follow-up.
    pub async fn final_answer(&self, token: &str) -> Call {
        let needle = format!("/{token}");
        self.wait_for_call(0, &format!("the answer to {token}"), |c| {
            c.path.contains(&needle)
                && match c.callback_type() {
                    Some(kind) => kind == 4 || kind == 7 || kind == 8,
                    None => c.method == "PATCH" || c.method == "POST",
                }
        })
        .await
    }
}

/// An interaction sent to the bot.
#[derive(Debug, Clone)]
pub struct Interaction {
    pub token: String,
}

pub fn user(who: Person) -> Value {
    json!({
        "id": who.id.to_string(),
        "username": who.name,
        "global_name": who.name,
        "discriminator": "0",
        "avatar": null,
        "public_flags": 0,
    })
}

fn member(who: Person, permissions: &str) -> Value {
    json!({
        "user": user(who),
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": TIMESTAMP,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": permissions,
        "communication_disabled_until": null,
    })
}

/// A user option (type 6) for `who`.
pub fn user_option(name: &str, who: Person) -> Value {
    json!({ "type": 6, "name": name, "value": who.id.to_string() })
}

/// A string option (type 3).
pub fn string_option(name: &str, value: &str) -> Value {
    json!({ "type": 3, "name": name, "value": value })
}

/// An integer option (type 4).
pub fn integer_option(name: &str, value: i64) -> Value {
    json!({ "type": 4, "name": name, "value": value })
}

/// The string option being typed in an autocomplete request.
pub fn focused(name: &str, typed: &str) -> Value {
    json!({ "type": 3, "name": name, "value": typed, "focused": true })
}

/// A subcommand (type 1) with its own options.
pub fn subcommand(name: &str, options: Value) -> Value {
    json!({ "type": 1, "name": name, "options": options })
}

fn resolved_for(options: &Value) -> Value {
    let mut users = serde_json::Map::new();
    let mut members = serde_json::Map::new();
    for person in PERSONS {
        if options.to_string().contains(&person.id.to_string()) {
            users.insert(person.id.to_string(), user(person));
            members.insert(
                person.id.to_string(),
                json!({ "roles": [], "joined_at": TIMESTAMP, "deaf": false, "mute": false, "flags": 0, "permissions": "0" }),
            );
        }
    }
    json!({ "users": users, "members": members })
}

fn bot_user() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "username": "kibitz",
        "global_name": null,
        "discriminator": "0",
        "avatar": null,
        "bot": true,
        "verified": true,
        "mfa_enabled": false,
        "flags": 0,
        "public_flags": 0,
    })
}

// ---------------------------------------------------------------------------------------------
// REST

/// The token the fake refuses, as Discord refuses a reset or mistyped one: 401 Unauthorized.
pub const REFUSED_TOKEN: &str = "refused-token";

async fn rest(State(shared): State<Arc<Shared>>, method: Method, request: Request) -> Response {
    let path = request.uri().path().to_string();
    let refused = request
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v == format!("Bot {REFUSED_TOKEN}"));
    if refused {
        return (
            StatusCode::UNAUTHORIZED,
            Json(json!({ "message": "401: Unauthorized", "code": 0 })),
        )
            .into_response();
    }
    let is_multipart = request
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    let mut json_body = None;
    let mut files = Vec::new();
    if is_multipart {
        match Multipart::from_request(request, &()).await {
            Ok(mut multipart) => {
                while let Ok(Some(field)) = multipart.next_field().await {
                    let name = field.name().unwrap_or_default().to_string();
                    let filename = field.file_name().unwrap_or_default().to_string();
                    let bytes = field.bytes().await.unwrap_or_default();
                    if name == "payload_json" {
                        json_body = serde_json::from_slice(&bytes).ok();
                    } else {
                        files.push(File {
                            filename,
                            bytes: bytes.to_vec(),
                        });
                    }
                }
            }
            Err(error) => return (StatusCode::BAD_REQUEST, error.to_string()).into_response(),
        }
    } else {
        let bytes = Bytes::from_request(request, &()).await.unwrap_or_default();
        if !bytes.is_empty() {
            json_body = serde_json::from_slice(&bytes).ok();
        }
    }
    let call = Call {
        seq: shared.seq.fetch_add(1, Ordering::SeqCst),
        method: method.to_string(),
        path: path.clone(),
        json: json_body.clone(),
        files: files.clone(),
    };
    let response = answer(
        &shared,
        &method,
        &path,
        json_body.unwrap_or(Value::Null),
        &files,
    );
    shared.lock().calls.push(call);
    response
}

fn answer(shared: &Shared, method: &Method, path: &str, body: Value, files: &[File]) -> Response {
    let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let ws_url = format!("ws://127.0.0.1:{}/gateway", shared.port);
    match (method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"]) => Json(json!({ "url": ws_url })).into_response(),
        ("GET", ["gateway", "bot"]) => Json(json!({
            "url": ws_url,
            "shards": 1,
            "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 },
        }))
        .into_response(),
        ("GET", ["oauth2", "applications", "@me"]) => Json(json!({
            "id": APP_ID.to_string(),
            "name": "kibitz",
            "icon": null,
            "description": "",
            "bot_public": true,
            "bot_require_code_grant": false,
            "owner": user(ALICE),
            "verify_key": "0000",
            "team": null,
            "flags": 0,
        }))
        .into_response(),
        ("GET", ["users", "@me"]) => Json(bot_user()).into_response(),
        ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            // Discord refuses the whole registration when one text breaks its rules.
            let problems = command_problems(&body);
            if !problems.is_empty() {
                return (
                    StatusCode::BAD_REQUEST,
                    Json(json!({ "code": 50035, "message": "Invalid Form Body", "errors": problems })),
                )
                    .into_response();
            }
            let commands: Vec<Value> = body
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|mut command| {
                    command["id"] = json!(shared.id().to_string());
                    command["application_id"] = json!(APP_ID.to_string());
                    command["version"] = json!(shared.id().to_string());
                    if command.get("type").is_none() {
                        command["type"] = json!(1);
                    }
                    if command.get("description").is_none() {
                        command["description"] = json!("");
                    }
                    command
                })
                .collect();
            shared.lock().registered = commands.clone();
            Json(Value::Array(commands)).into_response()
        }
        ("POST", ["interactions", _, token, "callback"]) => {
            let kind = body.get("type").and_then(Value::as_u64).unwrap_or(0);
            let data = body.get("data").cloned().unwrap_or(json!({}));
            if kind == 4 || kind == 7 {
                let problems = message_problems(&data, files, &[]);
                if !problems.is_empty() {
                    return refused(problems);
                }
            }
            let mut inner = shared.lock();
            match kind {
                // A new message (4) or a deferred one (5): it becomes the original response.
                4 | 5 => {
                    let id = shared.id();
                    let message = message_json(id, CHANNEL_ID, &data, files);
                    inner.messages.insert(id, message);
                    inner.originals.insert(token.to_string(), id);
                }
                // Update of the component's message in place.
                7 => {
                    if let Some(id) = inner.originals.get(*token).copied() {
                        let channel = channel_of(&inner.messages, id);
                        let merged = merge(inner.messages.get(&id), &data, files, id, channel);
                        inner.messages.insert(id, merged);
                    }
                }
                _ => {}
            }
            StatusCode::NO_CONTENT.into_response()
        }
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            let mut inner = shared.lock();
            let Some(id) = inner.originals.get(*token).copied() else {
                return not_found("Unknown Message");
            };
            let problems = message_problems(&body, files, &kept_names(inner.messages.get(&id), &body));
            if !problems.is_empty() {
                return refused(problems);
            }
            let channel = channel_of(&inner.messages, id);
            let merged = merge(inner.messages.get(&id), &body, files, id, channel);
            inner.messages.insert(id, merged.clone());
            Json(merged).into_response()
        }
        ("GET", ["webhooks", _, token, "messages", "@original"]) => {
            let inner = shared.lock();
            match inner.originals.get(*token).and_then(|id| inner.messages.get(id)) {
                Some(message) => Json(message.clone()).into_response(),
                None => not_found("Unknown Message"),
            }
        }
        ("POST", ["webhooks", _, _token]) => {
            let problems = message_problems(&body, files, &[]);
            if !problems.is_empty() {
                return refused(problems);
            }
            let id = shared.id();
            let message = message_json(id, CHANNEL_ID, &body, files);
            shared.lock().messages.insert(id, message.clone());
            Json(message).into_response()
        }
        ("POST", ["channels", channel, "messages"]) => {
            let problems = message_problems(&body, files, &[]);
            if !problems.is_empty() {
                return refused(problems);
            }
            let id = shared.id();
            let channel = channel.parse().unwrap_or(CHANNEL_ID);
            let message = message_json(id, channel, &body, files);
            shared.lock().messages.insert(id, message.clone());
            Json(message).into_response()
        }
        ("PATCH", ["channels", _, "messages", message]) => {
            let mut inner = shared.lock();
            let Some(id) = message.parse::<u64>().ok().filter(|id| inner.messages.contains_key(id)) else {
                return not_found("Unknown Message");
            };
            let problems = message_problems(&body, files, &kept_names(inner.messages.get(&id), &body));
            if !problems.is_empty() {
                return refused(problems);
            }
            let channel = channel_of(&inner.messages, id);
            let merged = merge(inner.messages.get(&id), &body, files, id, channel);
            inner.messages.insert(id, merged.clone());
            Json(merged).into_response()
        }
        ("POST", ["users", "@me", "channels"]) => {
            let recipient = body
                .get("recipient_id")
                .and_then(|v| v.as_str().map(str::to_string).or_else(|| v.as_u64().map(|n| n.to_string())))
                .unwrap_or_default();
            Json(json!({
                "id": dm_channel_id(&recipient),
                "type": 1,
                "last_message_id": null,
                "recipients": [{ "id": recipient, "username": "someone", "discriminator": "0", "global_name": null, "avatar": null }],
            }))
            .into_response()
        }
        ("POST", ["channels", parent, "messages", _, "threads"]) | ("POST", ["channels", parent, "threads"]) => {
            let id = shared.id();
            Json(json!({
                "id": id.to_string(),
                "type": 11,
                "guild_id": GUILD_ID.to_string(),
                "parent_id": parent,
                "owner_id": APP_ID.to_string(),
                "name": body.get("name").cloned().unwrap_or(json!("game")),
                "last_message_id": null,
                "rate_limit_per_user": 0,
                "message_count": 0,
                "member_count": 1,
                "thread_metadata": { "archived": false, "auto_archive_duration": 10080, "archive_timestamp": TIMESTAMP, "locked": false },
                "flags": 0,
            }))
            .into_response()
        }
        _ => not_found("Unknown route in the fake Discord"),
    }
}

/// The DM channel id the fake gives to a user.
pub fn dm_channel_id(user_id: &str) -> String {
    // Stable per user, distinct from guild channels.
    let n: u64 = user_id.parse().unwrap_or(0);
    (n + 50_000_000_000_000_000).to_string()
}

/// Discord's locales for localised texts (its API reference, "Locales").
const DISCORD_LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// Discord's rule for command, option and localised names: 1 to 32 letters, digits, `-` or
/// `_` (`^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`), lower case where the script has case.
pub fn discord_name_ok(name: &str) -> bool {
    let count = name.chars().count();
    (1..=32).contains(&count)
        && name
            .chars()
            .all(|c| (c.is_alphanumeric() || c == '-' || c == '_') && !c.is_uppercase())
}

/// What Discord would refuse in a command registration (empty when it would take it).
pub fn command_problems(body: &Value) -> Vec<String> {
    fn text_ok(text: &Value, max: usize) -> bool {
        text.as_str()
            .is_some_and(|t| (1..=max).contains(&t.chars().count()))
    }
    fn localised(
        item: &Value,
        key: &str,
        path: &str,
        check: &dyn Fn(&Value) -> bool,
        problems: &mut Vec<String>,
    ) {
        if let Some(map) = item.get(key).and_then(Value::as_object) {
            for (locale, text) in map {
                if !DISCORD_LOCALES.contains(&locale.as_str()) {
                    problems.push(format!("{path}.{key}: unknown locale {locale}"));
                }
                if !check(text) {
                    problems.push(format!("{path}.{key}.{locale}: {text}"));
                }
            }
        }
    }
    fn check(item: &Value, path: &str, problems: &mut Vec<String>) {
        let name_ok = |v: &Value| v.as_str().is_some_and(discord_name_ok);
        let description_ok = |v: &Value| text_ok(v, 100);
        if !name_ok(&item["name"]) {
            problems.push(format!("{path}.name: {}", item["name"]));
        }
        if !description_ok(&item["description"]) {
            problems.push(format!("{path}.description: {}", item["description"]));
        }
        localised(item, "name_localizations", path, &name_ok, problems);
        localised(
            item,
            "description_localizations",
            path,
            &description_ok,
            problems,
        );
        for (i, choice) in item["choices"].as_array().into_iter().flatten().enumerate() {
            let at = format!("{path}.choices[{i}]");
            if !text_ok(&choice["name"], 100) {
                problems.push(format!("{at}.name: {}", choice["name"]));
            }
            localised(
                choice,
                "name_localizations",
                &at,
                &|v: &Value| text_ok(v, 100),
                problems,
            );
        }
        let options = item["options"].as_array().into_iter().flatten();
        // Sibling options need distinct names, in every locale too.
        let mut seen = std::collections::HashSet::new();
        for (i, option) in options.enumerate() {
            if !seen.insert(("", option["name"].to_string())) {
                problems.push(format!("{path}.options[{i}]: name used twice"));
            }
            for (locale, name) in option["name_localizations"]
                .as_object()
                .into_iter()
                .flatten()
            {
                if !seen.insert((locale.as_str(), name.to_string())) {
                    problems.push(format!("{path}.options[{i}]: {locale} name used twice"));
                }
            }
            check(option, &format!("{path}.options[{i}]"), problems);
        }
    }
    let mut problems = Vec::new();
    for (i, command) in body.as_array().into_iter().flatten().enumerate() {
        check(command, &format!("[{i}]"), &mut problems);
    }
    problems
}

fn not_found(message: &str) -> Response {
    (
        StatusCode::NOT_FOUND,
        Json(json!({ "message": message, "code": 10008 })),
    )
        .into_response()
}

fn channel_of(messages: &HashMap<u64, Value>, id: u64) -> u64 {
    messages
        .get(&id)
        .and_then(|m| m["channel_id"].as_str())
        .and_then(|c| c.parse().ok())
        .unwrap_or(CHANNEL_ID)
}

/// A message as Discord returns it, made from what the bot sent.
fn message_json(id: u64, channel: u64, sent: &Value, files: &[File]) -> Value {
    merge(None, sent, files, id, channel)
}

/// Applies an edit: fields present in `sent` replace the old ones; attachments are the kept
/// ones (listed by id in `attachments`) plus the new files.
fn merge(old: Option<&Value>, sent: &Value, files: &[File], id: u64, channel: u64) -> Value {
    let mut message = old.cloned().unwrap_or_else(|| {
        json!({
            "id": id.to_string(),
            "channel_id": channel.to_string(),
            "guild_id": GUILD_ID.to_string(),
            "author": bot_user(),
            "content": "",
            "timestamp": TIMESTAMP,
            "edited_timestamp": null,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "pinned": false,
            "type": 0,
            "flags": 0,
            "components": [],
            "application_id": APP_ID.to_string(),
        })
    });
    if let Some(content) = sent.get("content") {
        message["content"] = content.clone();
    }
    if let Some(embeds) = sent.get("embeds") {
        message["embeds"] = embeds.clone();
    }
    if let Some(flags) = sent.get("flags") {
        message["flags"] = flags.clone();
    }
    if let Some(components) = sent.get("components") {
        message["components"] = components.clone();
    }
    if let Some(listed) = sent.get("attachments").and_then(Value::as_array) {
        let old: Vec<Value> = message["attachments"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let mut kept: Vec<Value> = old
            .into_iter()
            .filter(|a| {
                listed
                    .iter()
                    .any(|l| l.get("id").map(id_string) == a.get("id").map(id_string))
            })
            .collect();
        for (i, file) in files.iter().enumerate() {
            kept.push(json!({
                "id": format!("{id}{i}"),
                "filename": file.filename,
                "size": file.bytes.len(),
                "url": format!("https://cdn.example/{id}/{}", file.filename),
                "proxy_url": format!("https://media.example/{id}/{}", file.filename),
                "content_type": "image/png",
            }));
        }
        message["attachments"] = Value::Array(kept);
    }
    message
}

fn id_string(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

// ---------------------------------------------------------------------------------------------
// Gateway

async fn gateway(State(shared): State<Arc<Shared>>, upgrade: WebSocketUpgrade) -> Response {
    if shared.lock().gateway_down {
        return axum::http::StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    upgrade.on_upgrade(move |socket| session(socket, shared))
}

async fn session(mut socket: WebSocket, shared: Arc<Shared>) {
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": 41250 }, "s": null, "t": null });
    if socket
        .send(WsMessage::Text(hello.to_string()))
        .await
        .is_err()
    {
        return;
    }
    let (outbox, mut inbox) = mpsc::unbounded_channel::<Value>();
    let mut seq = 0u64;
    loop {
        tokio::select! {
            received = socket.recv() => {
                let Some(Ok(message)) = received else { break };
                let text = match message {
                    WsMessage::Text(text) => text,
                    WsMessage::Close(_) => break,
                    _ => continue,
                };
                let Ok(payload) = serde_json::from_str::<Value>(&text) else { continue };
                match payload["op"].as_u64() {
                    Some(1) => {
                        let ack = json!({ "op": 11, "d": null, "s": null, "t": null });
                        if socket.send(WsMessage::Text(ack.to_string())).await.is_err() { break; }
                    }
                    Some(2) => {
                        let shard = payload["d"]["shard"].clone();
                        let number = shard[0].as_u64().unwrap_or(0);
                        let ready = json!({
                            "v": 10,
                            "user": bot_user(),
                            "guilds": [{ "id": GUILD_ID.to_string(), "unavailable": true }],
                            "session_id": format!("session-{}", shared.id()),
                            "resume_gateway_url": format!("ws://127.0.0.1:{}/gateway", shared.port),
                            "shard": if shard.is_null() { json!([0, 1]) } else { shard },
                            "application": { "id": APP_ID.to_string(), "flags": 0 },
                        });
                        seq += 1;
                        let event = json!({ "op": 0, "t": "READY", "s": seq, "d": ready });
                        if socket.send(WsMessage::Text(event.to_string())).await.is_err() { break; }
                        seq += 1;
                        let event = json!({ "op": 0, "t": "GUILD_CREATE", "s": seq, "d": guild() });
                        if socket.send(WsMessage::Text(event.to_string())).await.is_err() { break; }
                        let mut inner = shared.lock();
                        inner.identifies += 1;
                        inner.gateway = Some(outbox.clone());
                        inner.shards.insert(number, outbox.clone());
                    }
                    _ => {}
                }
            }
            Some(event) = inbox.recv() => {
                if let Some(code) = event["close"].as_u64() {
                    let frame = axum::extract::ws::CloseFrame {
                        code: u16::try_from(code).unwrap_or(4000),
                        reason: "the fake gateway goes down".into(),
                    };
                    let _ = socket.send(WsMessage::Close(Some(frame))).await;
                    break;
                }
                seq += 1;
                let frame = json!({ "op": 0, "t": event["t"], "s": seq, "d": event["d"] });
                if socket.send(WsMessage::Text(frame.to_string())).await.is_err() { break; }
            }
        }
    }
    let mut inner = shared.lock();
    if inner
        .gateway
        .as_ref()
        .is_some_and(|g| g.same_channel(&outbox))
    {
        inner.gateway = None;
    }
    inner.shards.retain(|_, live| !live.same_channel(&outbox));
}

fn guild() -> Value {
    let everyone = json!({
        "id": GUILD_ID.to_string(),
        "name": "@everyone",
        "color": 0,
        "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": 0,
        "permissions": "1071698660929",
        "managed": false,
        "mentionable": false,
        "flags": 0,
    });
    let channel = |id: u64, name: &str, position: u16| {
        json!({
            "id": id.to_string(),
            "type": 0,
            "guild_id": GUILD_ID.to_string(),
            "name": name,
            "position": position,
            "permission_overwrites": [],
            "nsfw": false,
            "topic": null,
            "last_message_id": null,
            "parent_id": null,
            "rate_limit_per_user": 0,
            "flags": 0,
        })
    };
    let mut guild = json!({
        "id": GUILD_ID.to_string(),
        "name": "Board games",
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": ALICE.id.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [everyone],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
    });
    let state = json!({
        "joined_at": TIMESTAMP,
        "large": false,
        "unavailable": false,
        "member_count": PERSONS.len(),
        "voice_states": [],
        "members": PERSONS.iter().map(|p| member(*p, "0")).collect::<Vec<_>>(),
        "channels": [channel(CHANNEL_ID, "games", 0), channel(OTHER_CHANNEL_ID, "general", 1)],
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
    });
    if let (Some(guild), Some(state)) = (guild.as_object_mut(), state.as_object()) {
        guild.extend(state.clone());
    }
    guild
}
