//! Reading a page's address. Only the shapes below exist; anything else (another depth, a
//! character outside a key's or a game id's, `..`, percent-escapes, an overlong address) is
//! not a page, so no address can reach a file or another server's data by accident.
//!
//! ```text
//! /<server id>-<secret>/                 the server's page
//! /<server id>-<secret>/<game>           a game's page (?ply=N, ?lang=xx)
//! /<server id>-<secret>/<game>/board.png the board (?ply=N, ?lang=xx)
//! /<server id>-<secret>/<game>/replay.gif
//! /<server id>-<secret>/<game>/record.txt
//! /<server id>-<secret>/<game>/graph.png  the evaluation graph of an analysed game
//! ```

/// The longest path and query that are read (a page's own addresses are far shorter).
pub const MOST_PATH: usize = 200;
pub const MOST_QUERY: usize = 200;

/// What an address asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Page {
    Server { key: String },
    Game { key: String, game: String },
    Board { key: String, game: String },
    Replay { key: String, game: String },
    Record { key: String, game: String },
    Graph { key: String, game: String },
}

/// Why an address is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// Not one of the shapes: 404.
    NotFound,
    /// Too long, or a query that does not read: 400.
    BadRequest,
}

/// The query parameters a page reads.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Query {
    pub ply: Option<usize>,
    pub lang: Option<String>,
}

fn is_key(text: &str) -> bool {
    let Some((id, secret)) = text.split_once('-') else {
        return false;
    };
    !id.is_empty()
        && id.len() <= 20
        && id.bytes().all(|b| b.is_ascii_digit())
        && secret.len() == 32
        && secret
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

fn is_game(text: &str) -> bool {
    (1..=12).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// Reads a path (as the request line has it, still percent-encoded).
pub fn page(path: &str) -> Result<Page, Refused> {
    if path.len() > MOST_PATH {
        return Err(Refused::BadRequest);
    }
    let rest = path.strip_prefix('/').ok_or(Refused::NotFound)?;
    let parts: Vec<&str> = rest.split('/').collect();
    let key = |text: &str| {
        is_key(text)
            .then(|| text.to_string())
            .ok_or(Refused::NotFound)
    };
    let game = |text: &str| {
        is_game(text)
            .then(|| text.to_ascii_uppercase())
            .ok_or(Refused::NotFound)
    };
    match parts.as_slice() {
        [k] | [k, ""] => Ok(Page::Server { key: key(k)? }),
        [k, g] => Ok(Page::Game {
            key: key(k)?,
            game: game(g)?,
        }),
        [k, g, file] => {
            let (key, game) = (key(k)?, game(g)?);
            match *file {
                "board.png" => Ok(Page::Board { key, game }),
                "replay.gif" => Ok(Page::Replay { key, game }),
                "record.txt" => Ok(Page::Record { key, game }),
                "graph.png" => Ok(Page::Graph { key, game }),
                _ => Err(Refused::NotFound),
            }
        }
        _ => Err(Refused::NotFound),
    }
}

/// Reads a query string (without its `?`). Unknown parameters are ignored; a `ply` that is
/// not a number, or an overlong query, is a bad request.
pub fn query(text: Option<&str>) -> Result<Query, Refused> {
    let Some(text) = text else {
        return Ok(Query::default());
    };
    if text.len() > MOST_QUERY {
        return Err(Refused::BadRequest);
    }
    let mut query = Query::default();
    for pair in text.split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        match name {
            "ply" => {
                let ply = value
                    .parse::<usize>()
                    .ok()
                    .filter(|&p| p <= 100_000 && !value.starts_with('+'))
                    .ok_or(Refused::BadRequest)?;
                query.ply = Some(ply);
            }
            "lang"
                if value.len() <= 16
                    && value
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') =>
            {
                query.lang = Some(value.to_string());
            }
            _ => {}
        }
    }
    Ok(query)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const KEY: &str = "42-0123456789abcdef0123456789abcdef";

    #[test]
    fn the_shapes_of_the_pages_are_read() {
        assert_eq!(
            page(&format!("/{KEY}/")),
            Ok(Page::Server { key: KEY.into() })
        );
        assert_eq!(
            page(&format!("/{KEY}")),
            Ok(Page::Server { key: KEY.into() })
        );
        assert_eq!(
            page(&format!("/{KEY}/k7q2")),
            Ok(Page::Game {
                key: KEY.into(),
                game: "K7Q2".into()
            })
        );
        assert_eq!(
            page(&format!("/{KEY}/K7Q2/board.png")),
            Ok(Page::Board {
                key: KEY.into(),
                game: "K7Q2".into()
            })
        );
    }

    #[test]
    fn other_addresses_are_refused() {
        for path in [
            "/",
            "",
            "/42",
            "/42-0123",
            "/x-0123456789abcdef0123456789abcdef/",
            &format!("/{KEY}/../etc/passwd"),
            &format!("/{KEY}/%2e%2e/record.txt"),
            &format!("/{KEY}/K7Q2/../../x"),
            &format!("/{KEY}/K7Q2/board.gif"),
            &format!("/{KEY}/K7Q2/board.png/"),
            &format!("/{KEY}/K7%51"),
            &format!("/{KEY}//"),
            "/../../etc/passwd",
        ] {
            assert_eq!(page(path), Err(Refused::NotFound), "{path:?}");
        }
        assert_eq!(page(&"/a".repeat(200)), Err(Refused::BadRequest));
    }

    #[test]
    fn queries_are_read_or_refused() {
        assert_eq!(
            query(Some("ply=3&lang=pl&x=y")),
            Ok(Query {
                ply: Some(3),
                lang: Some("pl".into())
            })
        );
        assert_eq!(query(None), Ok(Query::default()));
        assert_eq!(query(Some("ply=-1")), Err(Refused::BadRequest));
        assert_eq!(query(Some("ply=+1")), Err(Refused::BadRequest));
        assert_eq!(
            query(Some("ply=99999999999999999999")),
            Err(Refused::BadRequest)
        );
        assert_eq!(query(Some(&"a".repeat(100_000))), Err(Refused::BadRequest));
        assert_eq!(query(Some("lang=<script>")), Ok(Query::default()));
    }

    proptest! {
        #[test]
        fn no_path_panics_and_every_page_names_a_well_formed_key(path in "\\PC{0,80}") {
            if let Ok(page) = page(&path) {
                let key = match &page {
                    Page::Server { key } | Page::Game { key, .. } | Page::Board { key, .. }
                    | Page::Replay { key, .. } | Page::Record { key, .. }
                    | Page::Graph { key, .. } => key,
                };
                prop_assert!(is_key(key));
            }
        }

        #[test]
        fn no_query_panics(text in "\\PC{0,300}") {
            let _ = query(Some(&text));
        }
    }
}
