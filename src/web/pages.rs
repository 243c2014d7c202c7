//! The pages: a game's page (the board at any move, the moves, the players, the downloads),
//! its pictures, and a server's page (leaderboards, games going on and finished). Everything
//! shown comes from the service ([`crate::service::GamePage`], [`crate::service::ServerPage`]);
//! here it is said in the reader's language and laid out as HTML.

use super::address::{self, Page, Query, Refused};
use super::html;
use super::serve::{measured, WebState};
use crate::i18n::{say, Lang};
use crate::service::Service;
use axum::extract::State;
use axum::http::{header, HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Pictures drawn for pages, kept so that stepping back and forth, or many readers of one
/// game, draw each board once. Keyed by the game's record version, so a new move is a new
/// picture.
#[derive(Debug, Default)]
pub struct PictureCache {
    pictures: Mutex<HashMap<PictureKey, Arc<Vec<u8>>>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct PictureKey {
    game: String,
    version: u64,
    ply: usize,
    lang: Lang,
    animated: bool,
}

/// How many pictures the cache keeps (about 30 kB each) before it starts again.
const CACHED_PICTURES: usize = 1024;

impl PictureCache {
    fn get(&self, key: &PictureKey) -> Option<Arc<Vec<u8>>> {
        self.pictures.lock().ok()?.get(key).cloned()
    }

    fn put(&self, key: PictureKey, bytes: Arc<Vec<u8>>) {
        if let Ok(mut pictures) = self.pictures.lock() {
            if pictures.len() >= CACHED_PICTURES {
                pictures.clear();
            }
            pictures.insert(key, bytes);
        }
    }
}

/// Every address that is not an operations endpoint.
pub async fn page(State(state): State<WebState>, uri: Uri, headers: HeaderMap) -> Response {
    let name = match address::page(uri.path()) {
        Ok(Page::Server { .. }) => "server",
        Ok(Page::Game { .. }) => "game",
        Ok(Page::Board { .. }) => "board",
        Ok(Page::Replay { .. }) => "replay",
        Ok(Page::Record { .. }) => "record",
        Ok(Page::Graph { .. }) => "graph",
        Err(_) => "other",
    };
    measured(name, answer(state, uri, headers)).await
}

async fn answer(state: WebState, uri: Uri, headers: HeaderMap) -> Response {
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let query = address::query(uri.query());
    let lang = super::lang::choose(query.as_ref().ok().and_then(|q| q.lang.as_deref()), accept);
    if state.pages.is_none() {
        return refused(Refused::NotFound, lang);
    }
    let (page, query) = match (address::page(uri.path()), query) {
        (Ok(page), Ok(query)) => (page, query),
        (Err(refusal), _) | (_, Err(refusal)) => return refused(refusal, lang),
    };
    let service = state.service.clone();
    // The store is read on a blocking thread, like every store call of the front ends.
    let looked = tokio::task::spawn_blocking(move || look(&service, page, query)).await;
    match looked {
        Ok(Ok(Some(found))) => show(&state, found, lang).await,
        Ok(Ok(None)) => refused(Refused::NotFound, lang),
        Ok(Err(e)) => {
            tracing::error!("web page: {e}");
            (
                StatusCode::INTERNAL_SERVER_ERROR,
                "the store failed; try again later\n",
            )
                .into_response()
        }
        Err(e) => {
            tracing::error!("web page panicked: {e}");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// What an address found.
enum Found {
    Server {
        key: String,
        page: crate::service::ServerPage,
    },
    Game {
        key: String,
        page: Box<crate::service::GamePage>,
    },
    Board(Box<crate::service::GamePage>),
    Graph(Box<crate::service::GamePage>),
    Replay {
        doc: Box<crate::model::GameDoc>,
        picture: Option<crate::render::Picture>,
    },
    Record {
        id: String,
        text: String,
    },
}

/// Looks the address up: the server must publish its pages and the secret must be its
/// current one, and a game must be one of that server's.
fn look(
    service: &Service,
    page: Page,
    query: Query,
) -> crate::service::ServiceResult<Option<Found>> {
    let key = match &page {
        Page::Server { key }
        | Page::Game { key, .. }
        | Page::Board { key, .. }
        | Page::Replay { key, .. }
        | Page::Record { key, .. }
        | Page::Graph { key, .. } => key.clone(),
    };
    let Some(server) = service.published_server(&key)? else {
        return Ok(None);
    };
    let game = |id: &str| service.published_game(server, id);
    Ok(match page {
        Page::Server { key } => Some(Found::Server {
            key,
            page: service.server_page(server)?,
        }),
        Page::Game { key, game: id } => match game(&id)? {
            Some(doc) => Some(Found::Game {
                key,
                page: Box::new(service.game_page(&doc, query.ply)?),
            }),
            None => None,
        },
        Page::Board { game: id, .. } => match game(&id)? {
            Some(doc) => Some(Found::Board(Box::new(service.game_page(&doc, query.ply)?))),
            None => None,
        },
        Page::Graph { game: id, .. } => match game(&id)? {
            Some(doc) => Some(Found::Graph(Box::new(service.game_page(&doc, None)?))),
            None => None,
        },
        Page::Replay { game: id, .. } => match game(&id)? {
            Some(doc) => {
                let picture = service.game_replay(&doc)?;
                Some(Found::Replay {
                    doc: Box::new(doc),
                    picture,
                })
            }
            None => None,
        },
        Page::Record { game: id, .. } => match game(&id)? {
            Some(doc) => Some(Found::Record {
                id: doc.id.to_string(),
                text: service.record_text(&doc),
            }),
            None => None,
        },
    })
}

async fn show(state: &WebState, found: Found, lang: Lang) -> Response {
    let public_url = state
        .pages
        .as_ref()
        .map(|p| p.public_url.clone())
        .unwrap_or_default();
    match found {
        Found::Server { key, page } => html_response(html::server_page(&page, &key, lang)),
        Found::Game { key, page } => html_response(html::game_page(&page, &key, &public_url, lang)),
        Found::Board(page) => {
            let key = PictureKey {
                game: page.id.to_string(),
                version: page.version,
                ply: page.ply,
                lang,
                animated: false,
            };
            picture(state, key, page.board.clone(), lang, "image/png").await
        }
        Found::Graph(page) => match page.graph.clone() {
            Some(graph) => {
                let key = PictureKey {
                    game: format!("{}-graph", page.id),
                    version: page.version,
                    ply: 0,
                    lang,
                    animated: false,
                };
                picture(state, key, graph, lang, "image/png").await
            }
            None => refused(Refused::NotFound, lang),
        },
        Found::Replay { doc, picture: None } => {
            tracing::debug!("no replay for {}", doc.id);
            refused(Refused::NotFound, lang)
        }
        Found::Replay {
            doc,
            picture: Some(replay),
        } => {
            let key = PictureKey {
                game: doc.id.to_string(),
                version: doc.version,
                ply: doc.moves.len(),
                lang,
                animated: true,
            };
            picture(state, key, replay, lang, "image/gif").await
        }
        Found::Record { id, text } => (
            [
                (
                    header::CONTENT_TYPE,
                    "text/plain; charset=utf-8".to_string(),
                ),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"{id}.txt\""),
                ),
            ],
            text,
        )
            .into_response(),
    }
}

/// A picture, from the cache or drawn now on a blocking thread.
async fn picture(
    state: &WebState,
    key: PictureKey,
    picture: crate::render::Picture,
    lang: Lang,
    content_type: &'static str,
) -> Response {
    let Some(renderer) = state.renderer.clone() else {
        return refused(Refused::NotFound, lang);
    };
    let bytes = match state.pictures.get(&key) {
        Some(bytes) => bytes,
        None => {
            let animated = picture.is_animated();
            let drawn = tokio::task::spawn_blocking(move || {
                crate::service::metrics::drawing(animated, || {
                    renderer.draw(&picture, |m| say(lang, m))
                })
            })
            .await;
            match drawn {
                Ok(Ok(bytes)) => {
                    let bytes = Arc::new(bytes);
                    state.pictures.put(key, bytes.clone());
                    bytes
                }
                Ok(Err(e)) => {
                    tracing::error!("web picture: {e}");
                    return StatusCode::INTERNAL_SERVER_ERROR.into_response();
                }
                Err(e) => {
                    tracing::error!("web picture panicked: {e}");
                    return StatusCode::INTERNAL_SERVER_ERROR.into_response();
                }
            }
        }
    };
    (
        [
            (header::CONTENT_TYPE, content_type),
            // A position's picture never changes; the address of the latest one changes with
            // each move (its version is not in it), so only a short time.
            (header::CACHE_CONTROL, "public, max-age=60"),
        ],
        bytes.as_ref().clone(),
    )
        .into_response()
}

fn html_response(body: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
            (
                header::HeaderName::from_static("x-content-type-options"),
                "nosniff",
            ),
            (
                header::HeaderName::from_static("referrer-policy"),
                "no-referrer",
            ),
        ],
        body,
    )
        .into_response()
}

/// 404 or 400, with a short page in the reader's language.
pub fn refused(refusal: Refused, lang: Lang) -> Response {
    let (status, id) = match refusal {
        Refused::NotFound => (StatusCode::NOT_FOUND, "web-not-found"),
        Refused::BadRequest => (StatusCode::BAD_REQUEST, "web-bad-request"),
    };
    let text = say(lang, &crate::games::Msg::new(id));
    (status, html_response(html::message_page(&text, lang))).into_response()
}
