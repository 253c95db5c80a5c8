//! Any game's board on a canvas, in four layers: the still board (cached until the theme, the
//! size or the flip changes), the marks of the last move, the hint and the picked piece, the
//! pieces (cached until they change), and on top the targets and the sliding pieces.

use std::cell::Cell;
use std::hash::{DefaultHasher, Hash, Hasher};

use iced::mouse;
use iced::widget::canvas::{self, Action, Cache, Event, Frame, Geometry, Path, Stroke};
use iced::{Element, Length, Point, Rectangle, Renderer, Size, Theme};

use super::game::{BoardUi, Mark, Trail};
use super::geo::{Geo, MARGIN};
use super::palette::Palette;
use super::slide::Slide;
use crate::boards::game::{Seat, Status};

/// What a board shows besides its pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The moves just played, oldest first, each with the seat that played it: the last
    /// move, or every computer move since the player's own.
    pub played: Vec<(Trail, Seat)>,
    /// The squares of the suggested move.
    pub hint: Vec<u8>,
    /// Squares the picked piece may go to.
    pub lit: Vec<(u8, Mark)>,
    /// Seen from the other side.
    pub flipped: bool,
    /// Once the game is over, the squares that show why.
    pub end: Vec<u8>,
    /// The keyboard's square cursor.
    pub cursor: Option<u8>,
}

/// A piece drawn faded where a move would leave it; `strong` for the move under the
/// pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ghost<L> {
    /// The square.
    pub square: u8,
    /// The piece as it would be there.
    pub look: L,
    /// Whether it is the move under the pointer (drawn stronger).
    pub strong: bool,
}

/// The caches a board canvas keeps between frames, and what they were drawn for; and the
/// square under the pointer.
#[derive(Default)]
pub struct Layers {
    ground: Cache,
    pieces: Cache,
    ground_key: Cell<u64>,
    pieces_key: Cell<u64>,
    hover: Option<u8>,
}

/// A game's board as a canvas program: draws the position, sends a message for each click
/// on a square.
pub struct BoardCanvas<'a, G: BoardUi, M> {
    game: &'a G,
    picks: &'a [u8],
    marks: Marks,
    slides: &'a [Slide<G::Look>],
    ghosts: &'a [Ghost<G::Look>],
    stays: &'a [u8],
    blocker: Option<u8>,
    progress: f32,
    on_click: Option<Box<dyn Fn(u8) -> M + 'a>>,
    on_hover: Option<Box<dyn Fn(Option<u8>) -> M + 'a>>,
}

impl<'a, G: BoardUi, M: 'a> BoardCanvas<'a, G, M> {
    /// The board of `game` with these marks; a click on a square sends `on_click(square)`.
    pub fn new(
        game: &'a G,
        picks: &'a [u8],
        marks: Marks,
        on_click: impl Fn(u8) -> M + 'a,
    ) -> Self {
        BoardCanvas {
            game,
            picks,
            marks,
            slides: &[],
            ghosts: &[],
            stays: &[],
            blocker: None,
            progress: 1.0,
            on_click: Some(Box::new(on_click)),
            on_hover: None,
        }
    }

    /// The board of `game` as a picture: clicks do nothing (Home's tiles).
    pub fn still(game: &'a G, marks: Marks) -> Self {
        BoardCanvas {
            game,
            picks: &[],
            marks,
            slides: &[],
            ghosts: &[],
            stays: &[],
            blocker: None,
            progress: 1.0,
            on_click: None,
            on_hover: None,
        }
    }

    /// The same board with `picks` clicked so far (the picked piece marked, as in a match).
    pub fn picking(mut self, picks: &'a [u8]) -> Self {
        self.picks = picks;
        self
    }

    /// Pieces sliding, `progress` (0 to 1) of the way.
    pub fn sliding(mut self, slides: &'a [Slide<G::Look>], progress: f32) -> Self {
        self.slides = slides;
        self.progress = progress;
        self
    }

    /// Pieces drawn faded where a move would leave them; targets where the piece would
    /// stay (a square dot); the square that would block the move under the pointer.
    pub fn foreseen(
        mut self,
        ghosts: &'a [Ghost<G::Look>],
        stays: &'a [u8],
        blocker: Option<u8>,
    ) -> Self {
        self.ghosts = ghosts;
        self.stays = stays;
        self.blocker = blocker;
        self
    }

    /// Sends `on_hover(square)` when the pointer comes over another square of the board
    /// (`None` when it leaves the board).
    pub fn hovering(mut self, on_hover: impl Fn(Option<u8>) -> M + 'a) -> Self {
        self.on_hover = Some(Box::new(on_hover));
        self
    }

    /// The board as an element filling the space it is given.
    pub fn view(self) -> Element<'a, M>
    where
        M: Clone,
    {
        canvas::Canvas::new(self)
            .width(Length::Fill)
            .height(Length::Fill)
            .into()
    }

    fn geo(&self, size: Size) -> Geo {
        Geo::new(size, self.game.grid(), self.marks.flipped)
    }

    /// Tints `squares` with `wash` and outlines each inside its edge with `edge` (opaque,
    /// 3:1 on the squares: the mark does not rest on the faint wash alone).
    fn fill_squares(
        &self,
        frame: &mut Frame,
        geo: &Geo,
        squares: &[u8],
        wash: iced::Color,
        edge: iced::Color,
    ) {
        let width = (geo.cell() * 0.05).max(2.0);
        for &sq in squares {
            let (c, r) = self.game.cell(sq);
            let rect = geo.rect(c, r);
            frame.fill_rectangle(rect.position(), rect.size(), wash);
            frame.stroke_rectangle(
                Point::new(rect.x + width / 2.0, rect.y + width / 2.0),
                Size::new(rect.width - width, rect.height - width),
                Stroke::default().with_color(edge).with_width(width),
            );
        }
    }

    fn labels(&self, frame: &mut Frame, geo: &Geo, palette: &Palette) {
        let grid = self.game.grid();
        let size = (geo.cell() * 0.28).clamp(10.0, 16.0);
        let label = |frame: &mut Frame, content: String, at: Point| {
            super::paint::centred(frame, content, at, size, palette.label);
        };
        let bottom = if geo.flipped() { grid.rows - 1 } else { 0 };
        for c in 0..grid.cols {
            let r = geo.rect(c, bottom);
            let at = Point::new(r.center_x(), r.y + geo.cell() * (1.0 + MARGIN / 2.0));
            label(frame, char::from(b'a' + c).to_string(), at);
        }
        let left = if geo.flipped() { grid.cols - 1 } else { 0 };
        for row in 0..grid.rows {
            let r = geo.rect(left, row);
            let at = Point::new(r.x - geo.cell() * MARGIN / 2.0, r.center_y());
            label(frame, (u16::from(row) + 1).to_string(), at);
        }
    }
}

/// The keyboard's square cursor: a thick ring in the focus colour with a thin paper-coloured
/// one inside it, so that it stands out on any square and any piece.
fn draw_cursor(frame: &mut Frame, geo: &Geo, (c, r): (u8, u8), theme: &Theme) {
    let ink = crate::ui::theme::ink(theme);
    let rect = geo.rect(c, r);
    let width = (geo.cell() * 0.07).max(3.0);
    let ring = |inset: f32, width: f32, color| {
        let at = Point::new(rect.x + inset, rect.y + inset);
        let size = Size::new(rect.width - 2.0 * inset, rect.height - 2.0 * inset);
        (
            at,
            size,
            Stroke::default().with_color(color).with_width(width),
        )
    };
    let (at, size, stroke) = ring(width / 2.0, width, ink.focus);
    frame.stroke_rectangle(at, size, stroke);
    let (at, size, stroke) = ring(width + 1.0, 2.0, ink.paper);
    frame.stroke_rectangle(at, size, stroke);
}

fn key(parts: impl Hash) -> u64 {
    let mut h = DefaultHasher::new();
    parts.hash(&mut h);
    h.finish()
}

impl<G: BoardUi, M: Clone> canvas::Program<M> for BoardCanvas<'_, G, M> {
    type State = Layers;

    fn update(
        &self,
        layers: &mut Layers,
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<Action<M>> {
        let under = || {
            let at = cursor.position_in(bounds)?;
            let (c, r) = self.geo(bounds.size()).hit(at)?;
            self.game.square(c, r)
        };
        match event {
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => {
                let on_click = self.on_click.as_ref()?;
                Some(Action::publish(on_click(under()?)).and_capture())
            }
            Event::Mouse(mouse::Event::CursorMoved { .. } | mouse::Event::CursorLeft) => {
                let on_hover = self.on_hover.as_ref()?;
                let square = under();
                if square == layers.hover {
                    return None;
                }
                layers.hover = square;
                Some(Action::publish(on_hover(square)))
            }
            _ => None,
        }
    }

    fn draw(
        &self,
        layers: &Layers,
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let palette = G::colours(Palette::of(theme));
        let geo = self.geo(bounds.size());
        let grid = self.game.grid();

        let ground_key = key((
            grid,
            self.marks.flipped,
            palette.dark,
            palette.label.into_rgba8(),
            self.game.ground_key(),
        ));
        if layers.ground_key.replace(ground_key) != ground_key {
            layers.ground.clear();
        }
        let ground = layers.ground.draw(renderer, bounds.size(), |frame| {
            self.game.draw_ground(frame, &geo, &palette);
            // A picture (Home's tiles) is too small for coordinates.
            if self.on_click.is_some() {
                self.labels(frame, &geo, &palette);
            }
        });

        let mut marks = Frame::new(renderer, bounds.size());
        let place = |sq: u8| {
            let (c, r) = self.game.cell(sq);
            geo.rect(c, r)
        };
        super::marks::ended(&mut marks, &geo, &place, &self.marks.end, &palette);
        super::marks::played(&mut marks, &geo, &place, &self.marks.played, &palette);
        let edges = palette.edges;
        self.fill_squares(&mut marks, &geo, &self.marks.hint, palette.hint, edges.hint);
        self.fill_squares(&mut marks, &geo, self.picks, palette.picked, edges.picked);
        for sq in self.game.echoes(self.picks) {
            let (c, r) = self.game.cell(sq);
            let rect = geo.rect(c, r);
            let inset = geo.cell() * 0.06;
            marks.stroke_rectangle(
                Point::new(rect.x + inset, rect.y + inset),
                Size::new(rect.width - 2.0 * inset, rect.height - 2.0 * inset),
                Stroke::default()
                    .with_color(palette.edges.picked)
                    .with_width(inset),
            );
        }

        let looks = self.game.looks(self.picks);
        let hidden: Vec<u8> = self.slides.iter().map(|s| s.lands).collect();
        let pieces_key = key((&looks, &hidden, grid, self.marks.flipped, palette.dark));
        if layers.pieces_key.replace(pieces_key) != pieces_key {
            layers.pieces.clear();
        }
        let pieces = layers.pieces.draw(renderer, bounds.size(), |frame| {
            for (sq, look) in &looks {
                if !hidden.contains(sq) {
                    let (c, r) = self.game.cell(*sq);
                    let at = geo.center(c, r);
                    self.game.draw_look(*look, frame, at, geo.cell(), &palette);
                }
            }
        });

        let mut top = Frame::new(renderer, bounds.size());
        for ghost in self.ghosts {
            let (c, r) = self.game.cell(ghost.square);
            let faded = palette.faded(if ghost.strong { 0.7 } else { 0.35 });
            let at = geo.center(c, r);
            self.game
                .draw_look(ghost.look, &mut top, at, geo.cell() * 0.85, &faded);
            if ghost.strong {
                top.stroke(
                    &Path::circle(at, geo.cell() * 0.42),
                    Stroke {
                        line_dash: iced::widget::canvas::LineDash {
                            segments: &[6.0, 4.0],
                            offset: 0,
                        },
                        ..Stroke::default()
                            .with_color(palette.trail)
                            .with_width((geo.cell() * 0.03).max(1.5))
                    },
                );
            }
        }
        if let Some(sq) = self.blocker {
            let (c, r) = self.game.cell(sq);
            let rect = geo.rect(c, r);
            let w = (geo.cell() * 0.05).max(2.0);
            top.stroke_rectangle(
                Point::new(rect.x + w, rect.y + w),
                Size::new(rect.width - 2.0 * w, rect.height - 2.0 * w),
                Stroke {
                    line_dash: iced::widget::canvas::LineDash {
                        segments: &[8.0, 5.0],
                        offset: 0,
                    },
                    ..Stroke::default().with_color(palette.trail).with_width(w)
                },
            );
        }
        for &(sq, mark) in &self.marks.lit {
            let (c, r) = self.game.cell(sq);
            let at = geo.center(c, r);
            let cell = geo.cell();
            match mark {
                Mark::Capture => top.stroke(
                    &Path::circle(at, cell * 0.44),
                    Stroke::default()
                        .with_color(palette.target)
                        .with_width(cell * 0.07),
                ),
                // A square with a piece of one's own (a receiver, a stack to join): its
                // corners, so the piece stays readable.
                _ if looks.iter().any(|(s, _)| *s == sq) => {
                    let rect = geo.rect(c, r);
                    let k = cell * 0.24;
                    for (x, y, dx, dy) in [
                        (rect.x, rect.y, k, k),
                        (rect.x + cell, rect.y, -k, k),
                        (rect.x, rect.y + cell, k, -k),
                        (rect.x + cell, rect.y + cell, -k, -k),
                    ] {
                        let corner = Path::new(|p| {
                            p.move_to(Point::new(x, y));
                            p.line_to(Point::new(x + dx, y));
                            p.line_to(Point::new(x, y + dy));
                            p.close();
                        });
                        top.fill(&corner, palette.target);
                    }
                }
                // A move that stays where it goes: a square dot.
                _ if self.stays.contains(&sq) => {
                    let k = cell * 0.13;
                    top.fill_rectangle(
                        Point::new(at.x - k, at.y - k),
                        Size::new(2.0 * k, 2.0 * k),
                        palette.target,
                    );
                }
                _ => top.fill(&Path::circle(at, cell * 0.14), palette.target),
            }
        }
        for slide in self.slides {
            let (fc, fr) = self.game.cell(slide.from);
            let (tc, tr) = self.game.cell(slide.to);
            let (a, b) = (geo.center(fc, fr), geo.center(tc, tr));
            let t = self.progress;
            let at = Point::new(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
            self.game
                .draw_look(slide.look, &mut top, at, geo.cell(), &palette);
        }
        if let Some(sq) = self.marks.cursor {
            draw_cursor(&mut top, &geo, self.game.cell(sq), theme);
        }
        vec![ground, marks.into_geometry(), pieces, top.into_geometry()]
    }

    fn mouse_interaction(
        &self,
        _layers: &Layers,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        let over = cursor
            .position_in(bounds)
            .and_then(|at| self.geo(bounds.size()).hit(at))
            .and_then(|(c, r)| self.game.square(c, r));
        match (over, self.game.status()) {
            (Some(_), Status::ToMove(_)) if self.on_click.is_some() => mouse::Interaction::Pointer,
            _ => mouse::Interaction::default(),
        }
    }
}
