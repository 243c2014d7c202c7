//! Pictures asked for but not drawn yet: what the service puts in an answer when it does not
//! know who will read it. A front end, which knows the reader's language, says the caption's
//! messages and draws the picture ([`Renderer::draw`]).

use super::{
    Caption, Column, ColumnAlign, Graph, GraphMark, PictureOptions, RenderError, Renderer, Table,
    TableRow,
};
use crate::games::{Arg, BoardView, Msg, Side};

/// A board picture to draw. Its caption is messages: the front end says them in the reader's
/// language, then draws it with [`Renderer::draw`].
#[derive(Debug, Clone, PartialEq)]
pub struct Picture {
    /// What to draw: one position (a PNG) or a whole game (an animated GIF).
    pub positions: Positions,
    /// The side at the bottom; `None` for the side to move (the first side for a replay).
    pub perspective: Option<Side>,
    /// The strip under the board, if any (the start position of `/rules` has none).
    pub caption: Option<CaptionRequest>,
    /// The file name of the drawn picture (`K7Q2-12.png`, `K7Q2.gif`).
    pub filename: String,
}

/// A caption still in messages (see [`Caption`] for what each part is).
#[derive(Debug, Clone, PartialEq)]
pub struct CaptionRequest {
    /// The first side's player, as the caption names them (a person's name is verbatim).
    pub first_player: Msg,
    /// The second side's player.
    pub second_player: Msg,
    /// The word between the players ("vs", "contro", "对").
    pub versus: Msg,
    /// The caption's state of the game: whose turn and the deadline, or the result.
    pub status: Msg,
    /// A replay's state on each frame, one per position; empty: `status` on every frame.
    pub frame_statuses: Vec<Msg>,
}

/// The positions a [`Picture`] shows.
#[derive(Debug, Clone, PartialEq)]
pub enum Positions {
    /// One position, drawn as a PNG.
    Board(BoardView),
    /// Every position of a game from the start, drawn as an animated GIF.
    Replay(Vec<BoardView>),
    /// The evaluation graph of a game's analysis, drawn as a PNG (the picture's perspective
    /// and caption do not apply).
    Graph(Box<GraphRequest>),
    /// A table (a tournament's standings), drawn as a PNG (the picture's perspective and
    /// caption do not apply).
    Table(Box<TableRequest>),
}

/// An evaluation graph still in messages (see [`Graph`] for what each part is).
#[derive(Debug, Clone, PartialEq)]
pub struct GraphRequest {
    pub win_percents: Vec<f64>,
    pub marks: Vec<(usize, GraphMark)>,
    pub title: Msg,
    pub result: Msg,
    pub chances: Msg,
    pub moves: Msg,
    pub legend: [Msg; 3],
}

/// A table still in messages (see [`Table`] for what each part is).
#[derive(Debug, Clone, PartialEq)]
pub struct TableRequest {
    pub title: Msg,
    pub subtitle: Option<Msg>,
    /// Each column's header and alignment.
    pub columns: Vec<(Msg, ColumnAlign)>,
    /// Each row's cells and whether it is highlighted; at most
    /// [`MAX_TABLE_ROWS`](super::MAX_TABLE_ROWS) are drawn (say how many more in the footer).
    pub rows: Vec<(Vec<Msg>, bool)>,
    pub footer: Option<Msg>,
}

impl Picture {
    /// Whether the drawn picture is an animated GIF (else a PNG).
    pub fn is_animated(&self) -> bool {
        matches!(self.positions, Positions::Replay(_))
    }
}

impl Renderer {
    /// Draws `picture`, its caption said by `say` (in the reader's language): PNG bytes for a
    /// board, a graph or a table, GIF bytes for a replay. CPU work of a few milliseconds (a long replay: more):
    /// call it off the async threads.
    pub fn draw(
        &self,
        picture: &Picture,
        say: impl Fn(&Msg) -> String,
    ) -> Result<Vec<u8>, RenderError> {
        let options = |kind| {
            let side = |side| say(&Msg::new("verbatim").with("text", Arg::Side(kind, side)));
            PictureOptions {
                perspective: picture.perspective,
                caption: picture.caption.as_ref().map(|caption| Caption {
                    first_player: say(&caption.first_player),
                    second_player: say(&caption.second_player),
                    versus: say(&caption.versus),
                    status: say(&caption.status),
                    frame_statuses: caption.frame_statuses.iter().map(&say).collect(),
                    side_labels: Some([side(Side::First), side(Side::Second)]),
                }),
            }
        };
        match &picture.positions {
            Positions::Board(view) => self.png(view, &options(view.kind)),
            Positions::Replay(views) => {
                let kind = views
                    .first()
                    .ok_or(RenderError::MissingPosition { ply: 0 })?
                    .kind;
                self.gif_of_views(kind, views, &options(kind))
            }
            Positions::Graph(graph) => self.graph_png(&Graph {
                win_percents: graph.win_percents.clone(),
                marks: graph.marks.clone(),
                title: say(&graph.title),
                result: say(&graph.result),
                chances: say(&graph.chances),
                moves: say(&graph.moves),
                legend: graph.legend.clone().map(|m| say(&m)),
            }),
            Positions::Table(table) => self.table_png(&Table {
                title: say(&table.title),
                subtitle: table.subtitle.as_ref().map(&say),
                columns: table
                    .columns
                    .iter()
                    .map(|(header, align)| Column {
                        header: say(header),
                        align: *align,
                    })
                    .collect(),
                // Only the rows drawn are said.
                rows: table
                    .rows
                    .iter()
                    .take(super::MAX_TABLE_ROWS)
                    .map(|(cells, highlight)| TableRow {
                        cells: cells.iter().take(table.columns.len()).map(&say).collect(),
                        highlight: *highlight,
                    })
                    .collect(),
                footer: table.footer.as_ref().map(&say),
            }),
        }
    }
}
