//! The pages' HTML (maud templates: every value is escaped), readable without JavaScript; a
//! few lines of script only add the ← → keys. The messages' light Markdown (`**bold**`,
//! `` `code` ``) becomes `<strong>` and `<code>`.

use crate::games::{msg, GameKind, Msg, Side};
use crate::i18n::{say, Lang};
use crate::service::{GameLine, GamePage, ServerPage};
use maud::{html, Markup, PreEscaped, DOCTYPE};

const STYLE: &str = "\
body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:0;background:#f6f5f2;color:#222}\
main{max-width:980px;margin:0 auto;padding:1rem}\
h1{font-size:1.4rem;margin:.5rem 0}h2{font-size:1.1rem;margin:1rem 0 .4rem}\
.layout{display:flex;flex-wrap:wrap;gap:1.5rem}.board{flex:0 1 560px}.side{flex:1 1 280px}\
.board img{max-width:100%;height:auto;display:block;border-radius:4px}\
nav.steps{display:flex;gap:.5rem;align-items:center;margin:.6rem 0;flex-wrap:wrap}\
nav.steps a,nav.steps span{padding:.3rem .6rem;border:1px solid #bbb;border-radius:4px;text-decoration:none;color:inherit;background:#fff}\
nav.steps span.off{color:#999;background:#eee}\
ol.moves{columns:2;padding-left:2rem}ol.moves a{text-decoration:none;color:#1a4f8b;padding:0 .2rem}\
ol.moves a.here{background:#1a4f8b;color:#fff;border-radius:3px}\
.mark{font-weight:bold;margin-left:1px}.blunder{color:#d32f2f}.mistake{color:#ef6c00}.inaccuracy{color:#1e88e5}\
img.graph{max-width:100%;height:auto;display:block}\
.hint{color:#666;font-size:.85rem}footer{margin-top:2rem;color:#666;font-size:.85rem}\
footer a{color:#666;margin-right:.5rem}\
table{border-collapse:collapse}td,th{padding:.2rem .5rem;text-align:left}\
@media (prefers-color-scheme:dark){body{background:#1e1f22;color:#ddd}\
nav.steps a,nav.steps span{background:#2b2d31;border-color:#555}nav.steps span.off{background:#232428;color:#777}\
ol.moves a{color:#8ab4f8}ol.moves a.here{background:#8ab4f8;color:#111}footer,footer a,.hint{color:#999}}";

/// The keys: ← and → follow the previous and next links.
const SCRIPT: &str = "document.addEventListener('keydown',function(e){\
var r={ArrowLeft:'prev',ArrowRight:'next',Home:'first',End:'last'}[e.key];\
if(!r||e.altKey||e.ctrlKey||e.metaKey)return;\
var a=document.querySelector('a[rel='+r+']');if(a){e.preventDefault();location.href=a.href;}});";

/// A message said in `lang`, with its light Markdown as HTML.
fn text(lang: Lang, msg: &Msg) -> Markup {
    markdown(&say(lang, msg))
}

/// `**bold**` and `` `code` `` as HTML; everything else escaped.
pub fn markdown(said: &str) -> Markup {
    let mut out = String::with_capacity(said.len() + 16);
    let (mut bold, mut code) = (false, false);
    let mut rest = said;
    while let Some(c) = rest.chars().next() {
        if !code && rest.starts_with("**") {
            out.push_str(if bold { "</strong>" } else { "<strong>" });
            bold = !bold;
            rest = &rest[2..];
            continue;
        }
        if c == '`' {
            out.push_str(if code { "</code>" } else { "<code>" });
            code = !code;
        } else {
            match c {
                '<' => out.push_str("&lt;"),
                '>' => out.push_str("&gt;"),
                '&' => out.push_str("&amp;"),
                '"' => out.push_str("&quot;"),
                '\'' => out.push_str("&#39;"),
                c => out.push(c),
            }
        }
        rest = &rest[c.len_utf8()..];
    }
    // An unclosed mark is closed, so the page stays well formed.
    if code {
        out.push_str("</code>");
    }
    if bold {
        out.push_str("</strong>");
    }
    PreEscaped(out)
}

/// The same without marks, for attributes and titles.
fn plain(lang: Lang, msg: &Msg) -> String {
    say(lang, msg).replace("**", "").replace('`', "")
}

/// The class of an analysis glyph (its colour in the move list).
fn mark_class(glyph: &str) -> &'static str {
    match glyph {
        "??" => "mark blunder",
        "?" => "mark mistake",
        _ => "mark inaccuracy",
    }
}

/// The colour of the side to move, for `theme-color` (the game's own colours).
fn side_colour(kind: GameKind, side: Side) -> &'static str {
    match (kind, side) {
        (GameKind::Xiangqi, Side::First) => "#c62828",
        (GameKind::Tempo, Side::Second) | (GameKind::Topo, Side::First) => "#f2f0ea",
        _ => "#202020",
    }
}

fn head(title: &str, extra: Markup) -> Markup {
    html! {
        head {
            meta charset="utf-8";
            meta name="viewport" content="width=device-width, initial-scale=1";
            title { (title) }
            (extra)
            style { (PreEscaped(STYLE)) }
        }
    }
}

fn languages_footer(lang: Lang, here: &str) -> Markup {
    let separator = if here.contains('?') { '&' } else { '?' };
    html! {
        footer {
            (say(lang, &Msg::new("web-language"))) ": "
            @for other in Lang::ALL {
                a href=(format!("{here}{separator}lang={}", other.tag())) hreflang=(other.tag()) { (other.native_name()) }
            }
        }
    }
}

/// A game's page at the position `page` shows; the link preview shows the game as it stands
/// now (its current board, its state, the colour of the side to move).
pub fn game_page(page: &GamePage, key: &str, public_url: &str, lang: Lang) -> String {
    let base = format!("/{key}/{}", page.id);
    let lang_query = format!("lang={}", lang.tag());
    let at = |ply: usize| format!("{base}?ply={ply}&{lang_query}");
    let title = plain(lang, &page.title);
    // The preview describes the game as it stands now, whatever move the page shows.
    let description = plain(lang, &page.status);
    let plies = page.moves.len();
    let og = html! {
        meta property="og:title" content=(title);
        meta property="og:description" content=(description);
        meta property="og:image" content=(format!("{public_url}{base}/board.png?{lang_query}"));
        meta property="og:url" content=(format!("{public_url}{base}"));
        meta property="og:site_name" content="kibitz";
        meta property="og:type" content="website";
        meta name="twitter:card" content="summary_large_image";
        meta name="theme-color" content=(side_colour(page.kind, page.to_move_now));
        meta name="description" content=(description);
    };
    let position = if page.ply == 0 {
        say(lang, &Msg::new("web-start-position"))
    } else {
        say(lang, &msg!("web-after-move", number = page.ply))
    };
    let step = |rel: &str, id: &'static str, to: Option<usize>| -> Markup {
        let label = say(lang, &Msg::new(id));
        match to {
            Some(ply) => html! { a rel=(rel) href=(at(ply)) { (label) } },
            None => html! { span class="off" { (label) } },
        }
    };
    let body = html! {
        body {
            main {
                h1 { (text(lang, &page.title)) }
                p class="status" id="status" { (text(lang, &page.status)) }
                div class="layout" {
                    div class="board" {
                        img id="board" src=(format!("{base}/board.png?ply={}&{lang_query}", page.ply))
                            alt=(format!("{title} — {position}")) width="560" height="620";
                        nav class="steps" {
                            (step("first", "web-first", (page.ply > 0).then_some(0)))
                            (step("prev", "web-previous", page.ply.checked_sub(1)))
                            span id="position" { (position) }
                            (step("next", "web-next", (page.ply < plies).then_some(page.ply + 1)))
                            (step("last", "web-last", (page.ply < plies).then_some(plies)))
                        }
                        p class="hint" { (say(lang, &Msg::new("web-keys"))) }
                    }
                    div class="side" {
                        h2 { (say(lang, &Msg::new("web-players"))) }
                        ul {
                            @for (side, player) in &page.players {
                                li { (say(lang, &Msg::new("verbatim").with("text", (page.kind, *side)))) ": " (text(lang, player)) }
                            }
                        }
                        p { (say(lang, &msg!("web-time-per-move", time = page.time_per_move))) }
                        h2 { (say(lang, &Msg::new("web-moves"))) }
                        ol class="moves" id="moves" {
                            @for (number, pair) in page.moves.chunks(2).enumerate() {
                                li {
                                    @for (i, words) in pair.iter().enumerate() {
                                        @let ply = number * 2 + i + 1;
                                        @let glyph = page.marks.get(ply - 1).copied().flatten();
                                        a href=(at(ply)) class=[(ply == page.ply).then_some("here")] data-ply=(ply) {
                                            (say(lang, &Msg::new("verbatim").with("text", words.clone())))
                                            @if let Some(glyph) = glyph {
                                                span class=(mark_class(glyph)) { (glyph) }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        @if page.graph.is_some() {
                            h2 { (say(lang, &Msg::new("web-analysis"))) }
                            img class="graph" src=(format!("{base}/graph.png?{lang_query}"))
                                alt=(say(lang, &Msg::new("web-analysis"))) width="640" height="320";
                        }
                        p {
                            a href=(format!("{base}/record.txt")) download { (say(lang, &Msg::new("web-record"))) }
                            " · "
                            a href=(format!("{base}/replay.gif?{lang_query}")) { (say(lang, &Msg::new("web-replay"))) }
                        }
                    }
                }
                (languages_footer(lang, &format!("{base}?ply={}", page.ply)))
            }
            script { (PreEscaped(SCRIPT)) }
        }
    };
    document(lang, head(&title, og), body)
}

fn game_list(lang: Lang, key: &str, games: &[GameLine]) -> Markup {
    html! {
        ul {
            @for game in games {
                li {
                    a href=(format!("/{key}/{}?lang={}", game.id, lang.tag())) { code { (game.id.as_str()) } }
                    " " (say(lang, &Msg::new("verbatim").with("text", game.kind))) " — "
                    (text(lang, &game.first)) " · " (text(lang, &game.second)) " — "
                    (text(lang, &game.status))
                }
            }
        }
    }
}

/// A server's page.
pub fn server_page(page: &ServerPage, key: &str, lang: Lang) -> String {
    let title = say(lang, &Msg::new("web-server-title"));
    let body = html! {
        body {
            main {
                h1 { (title) }
                h2 { (say(lang, &Msg::new("web-active"))) }
                @if page.active.is_empty() {
                    p { (say(lang, &Msg::new("web-no-games"))) }
                } @else {
                    (game_list(lang, key, &page.active))
                }
                h2 { (say(lang, &Msg::new("web-finished"))) }
                @if page.finished.is_empty() {
                    p { (say(lang, &Msg::new("web-no-games"))) }
                } @else {
                    (game_list(lang, key, &page.finished))
                }
                @if !page.tournaments.is_empty() {
                    h2 { (say(lang, &Msg::new("web-tournaments"))) }
                    @for lines in &page.tournaments {
                        section class="tournament" {
                            @for (i, line) in lines.lines().iter().enumerate() {
                                @if i == 0 { h3 { (text(lang, line)) } } @else { p { (text(lang, line)) } }
                            }
                        }
                    }
                }
                h2 { (say(lang, &Msg::new("web-leaderboards"))) }
                @for (_kind, lines) in &page.leaderboards {
                    section class="leaderboard" {
                        @for (i, line) in lines.lines().iter().enumerate() {
                            @if i == 0 { h3 { (text(lang, line)) } } @else { p { (text(lang, line)) } }
                        }
                    }
                }
                (languages_footer(lang, &format!("/{key}/")))
            }
        }
    };
    document(
        lang,
        head(&title, html! { meta name="robots" content="noindex"; }),
        body,
    )
}

/// A page that only says one thing (not found, bad request).
pub fn message_page(said: &str, lang: Lang) -> String {
    let body = html! { body { main { p { (said) } } } };
    document(lang, head("kibitz", html! {}), body)
}

fn document(lang: Lang, head: Markup, body: Markup) -> String {
    html! {
        (DOCTYPE)
        html lang=(lang.tag()) { (head) (body) }
    }
    .into_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_marks_become_tags_and_the_rest_is_escaped() {
        assert_eq!(
            markdown("**Red** to move: `e2e4` <b>&").into_string(),
            "<strong>Red</strong> to move: <code>e2e4</code> &lt;b&gt;&amp;"
        );
        assert_eq!(markdown("**open").into_string(), "<strong>open</strong>");
        assert_eq!(markdown("`a**b`").into_string(), "<code>a**b</code>");
    }
}
