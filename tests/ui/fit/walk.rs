//! Walking a laid-out window (issue 40): every text, control, box and scroller with its
//! bounds and its parent, each text's paragraph as measured at layout, and what is wrong
//! with any of them.
//!
//! Two looks at one layout: a [`Probe`] around the window (the hooks of the app's one
//! forwarding wrapper, [`Wrap`]) reads the widget tree as it is laid out (each text's
//! paragraph: the size its words need), and a widget operation walks the laid-out window
//! (each text's, control's, box's and scroller's bounds, in the same order).

use std::cell::RefCell;
use std::rc::Rc;

use iced::{Element, Point, Rectangle, Renderer, Size, Theme, Vector, mouse};
use iced_core::text::Paragraph as _;
use iced_core::text::paragraph::Plain;
use iced_core::widget::{Id, Operation, Tree, operation, tree};
use iced_core::{Layout, layout, overlay, renderer};

use malice::ui::focus::Stop;
use malice::ui::widget::wrap::{Hooks, Placed, Wrap};
use malice::ui::{App, Message};

type Paragraph = <Renderer as iced_core::text::Renderer>::Paragraph;

/// A text's paragraph as the layout measured it.
#[derive(Clone, Debug)]
pub struct Measured {
    /// Its words.
    pub content: String,
    /// The room its words need, wrapped in the room they were given.
    pub needs: Size,
    /// The room they were given: the width they wrap in (a text as wide as its words is
    /// laid out narrower than its column).
    pub room: Size,
    /// Its font size and line height, in pixels.
    pub size: f32,
    pub line: f32,
    /// The height its words take wrapped in their room's width with no limit of height: a
    /// text given less is squeezed (its paragraph drops the lines that do not fit, so that
    /// `needs` shrinks with it).
    pub natural: f32,
}

/// What a node of the laid-out window is.
#[derive(Clone, Debug)]
pub enum Kind {
    /// A box: a container, a row, a column, a button, a stack.
    Box,
    /// A scroller: its content's bounds and how far it is scrolled.
    Scroll {
        content: Rectangle,
        translation: Vector,
    },
    /// A text, with its paragraph (when the layout measured one).
    Text(String, Option<Measured>),
    /// A control of the keyboard's focus chain.
    Control { id: Id, enabled: bool },
}

/// One node: what it is, where it lies (as laid out, before any scrolling) and its parent.
#[derive(Clone, Debug)]
pub struct Node {
    pub kind: Kind,
    pub bounds: Rectangle,
    pub parent: Option<usize>,
}

/// A window laid out in a room.
pub struct Laid {
    pub room: Size,
    pub nodes: Vec<Node>,
}

/// A headless renderer (the software one), as the app's window draws with.
pub fn renderer() -> Renderer {
    use iced_core::renderer::Headless;
    crate::ui_common::fonts();
    iced::futures::executor::block_on(iced_renderer::Renderer::new(
        iced::Font::with_name("Fira Sans"),
        iced::Pixels(16.0),
        Some("tiny-skia"),
    ))
    .expect("a headless renderer")
}

/// Lays `app`'s window out in a room `room` big and walks it.
pub fn lay_out(app: &App, room: Size, renderer: &mut Renderer) -> Laid {
    lay_out_after(app, room, renderer, iced::Task::none())
}

/// As [`lay_out`], once the window ran the widget operations of `work` (as the runtime
/// does: scrolling, say). Messages `work` gives are not sent.
pub fn lay_out_after(
    app: &App,
    room: Size,
    renderer: &mut Renderer,
    work: iced::Task<Message>,
) -> Laid {
    lay_out_kept(app, room, renderer, work, &mut Cache::default())
}

/// The window's widget state kept between layouts (how far each scroller is scrolled).
pub use iced_runtime::user_interface::Cache;

/// As [`lay_out_after`], the window's widget state (how far each scroller is scrolled) kept
/// in `cache` from one call to the next, as the running app keeps it from frame to frame.
pub fn lay_out_kept(
    app: &App,
    room: Size,
    renderer: &mut Renderer,
    work: iced::Task<Message>,
    cache: &mut Cache,
) -> Laid {
    lay_out_view(app.view(), room, renderer, work, cache)
}

/// As [`lay_out_kept`], for any view `view` (a screen's or a few widgets').
pub fn lay_out_view(
    view: Element<'_, Message>,
    room: Size,
    renderer: &mut Renderer,
    work: iced::Task<Message>,
    cache: &mut Cache,
) -> Laid {
    use iced::futures::StreamExt;
    use iced_core::widget::operation::Outcome;
    use iced_runtime::user_interface::UserInterface;
    let measured = Rc::new(RefCell::new(Vec::new()));
    let probe = probe(view, measured.clone(), None);
    let mut ui = UserInterface::build(probe, room, std::mem::take(cache), renderer);
    let actions = iced_runtime::task::into_stream(work)
        .map(|stream| iced::futures::executor::block_on(stream.collect::<Vec<_>>()))
        .unwrap_or_default();
    for action in actions {
        if let iced_runtime::Action::Widget(mut operation) = action {
            loop {
                ui.operate(renderer, operation.as_mut());
                match operation.finish() {
                    Outcome::Chain(next) => operation = next,
                    _ => break,
                }
            }
        }
    }
    let mut walker = Walker {
        nodes: Vec::new(),
        stack: Vec::new(),
        pending: None,
    };
    ui.operate(renderer, &mut walker);
    *cache = ui.into_cache();
    Laid {
        room,
        nodes: walker.nodes,
    }
    .with(measured.take())
}

impl Laid {
    /// Gives each text its paragraph: the texts the walk met and the paragraphs the tree
    /// holds come in the same order, the tree's holding more (a tooltip's words).
    fn with(mut self, measured: Vec<Measured>) -> Laid {
        let mut next = measured.into_iter();
        for node in &mut self.nodes {
            if let Kind::Text(content, slot) = &mut node.kind {
                *slot = next.by_ref().find(|m| m.content == *content);
            }
        }
        self
    }
}

/// A look at the window's tree as it is laid out and, when `overlays` is given, at where its
/// overlays (tooltips) are laid out: the hooks of a [`Wrap`] around the window.
pub struct Probe {
    /// Each text's paragraph, as the last layout measured it.
    pub out: Rc<RefCell<Vec<Measured>>>,
    /// Where each overlay was laid out, if asked.
    pub overlays: Option<Rc<RefCell<Vec<Rectangle>>>>,
}

/// The window `content` with a [`Probe`] around it.
pub fn probe(
    content: Element<'_, Message>,
    out: Rc<RefCell<Vec<Measured>>>,
    overlays: Option<Rc<RefCell<Vec<Rectangle>>>>,
) -> Element<'_, Message> {
    Wrap::new(content, Probe { out, overlays }).into()
}

/// Every text's paragraph under `tree`, in the tree's order.
fn measure(tree: &Tree, out: &mut Vec<Measured>) {
    if tree.tag == tree::Tag::of::<Plain<Paragraph>>() {
        let plain = tree.state.downcast_ref::<Plain<Paragraph>>();
        let raw = plain.raw();
        let size = raw.size().0;
        let line = raw.line_height().to_absolute(raw.size()).0;
        let needs = plain.min_bounds();
        // Laid out again without a limit of height only where the room's height may have
        // dropped a line (a room with a line to spare dropped none).
        let text = plain.as_text();
        let natural = if needs.height + line <= text.bounds.height {
            needs.height
        } else {
            Paragraph::with_text(iced_core::Text {
                bounds: Size::new(text.bounds.width, f32::INFINITY),
                ..text
            })
            .min_bounds()
            .height
        };
        out.push(Measured {
            content: plain.content().to_string(),
            needs,
            room: raw.bounds(),
            size,
            line,
            natural,
        });
    }
    for child in &tree.children {
        measure(child, out);
    }
}

impl Hooks<Message> for Probe {
    fn laid_out(&mut self, _content: &mut Element<'_, Message>, placed: Placed<'_>) {
        let mut out = self.out.borrow_mut();
        out.clear();
        measure(placed.tree, &mut out);
    }

    fn overlay<'b>(
        &mut self,
        shown: overlay::Element<'b, Message, Theme, Renderer>,
    ) -> overlay::Element<'b, Message, Theme, Renderer> {
        match &self.overlays {
            Some(out) => overlay::Element::new(Box::new(Told {
                inner: shown,
                out: out.clone(),
            })),
            None => shown,
        }
    }
}

/// An overlay, telling where it is laid out.
struct Told<'a, M> {
    inner: overlay::Element<'a, M, Theme, Renderer>,
    out: Rc<RefCell<Vec<Rectangle>>>,
}

impl<M> overlay::Overlay<M, Theme, Renderer> for Told<'_, M> {
    fn layout(&mut self, renderer: &Renderer, bounds: Size) -> layout::Node {
        let node = self.inner.as_overlay_mut().layout(renderer, bounds);
        // A group of overlays (several at once) lays each out in the window's bounds.
        fn each(node: &layout::Node, at: Vector, window: Size, out: &mut Vec<Rectangle>) {
            let bounds = node.bounds() + at;
            if bounds.size() == window {
                for child in node.children() {
                    each(child, at + (bounds.position() - Point::ORIGIN), window, out);
                }
            } else {
                out.push(bounds);
            }
        }
        each(&node, Vector::ZERO, bounds, &mut self.out.borrow_mut());
        node
    }

    fn draw(
        &self,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
    ) {
        self.inner
            .as_overlay()
            .draw(renderer, theme, style, layout, cursor);
    }
}

/// The walk: each node met, under the box or scroller whose children are being visited.
struct Walker {
    nodes: Vec<Node>,
    stack: Vec<usize>,
    /// The box or scroller just met: the next traversal visits its children.
    pending: Option<usize>,
}

impl Walker {
    fn push(&mut self, kind: Kind, bounds: Rectangle) -> usize {
        self.nodes.push(Node {
            kind,
            bounds,
            parent: self.stack.last().copied(),
        });
        self.nodes.len() - 1
    }
}

impl Operation for Walker {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        let entering = self.pending.take();
        if let Some(i) = entering {
            self.stack.push(i);
        }
        operate(self);
        if entering.is_some() {
            self.stack.pop();
        }
    }

    fn container(&mut self, _id: Option<&Id>, bounds: Rectangle) {
        let i = self.push(Kind::Box, bounds);
        self.pending = Some(i);
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        bounds: Rectangle,
        content_bounds: Rectangle,
        translation: Vector,
        _state: &mut dyn operation::Scrollable,
    ) {
        let i = self.push(
            Kind::Scroll {
                content: content_bounds,
                translation,
            },
            bounds,
        );
        self.pending = Some(i);
    }

    fn focusable(
        &mut self,
        _id: Option<&Id>,
        _bounds: Rectangle,
        _state: &mut dyn operation::Focusable,
    ) {
        self.pending = None;
    }

    fn text_input(
        &mut self,
        _id: Option<&Id>,
        _bounds: Rectangle,
        _state: &mut dyn operation::TextInput,
    ) {
        self.pending = None;
    }

    fn text(&mut self, _id: Option<&Id>, bounds: Rectangle, text: &str) {
        self.pending = None;
        self.push(Kind::Text(text.to_string(), None), bounds);
    }

    fn custom(&mut self, _id: Option<&Id>, bounds: Rectangle, state: &mut dyn std::any::Any) {
        self.pending = None;
        if let Some(stop) = state.downcast_ref::<Stop>() {
            self.push(
                Kind::Control {
                    id: stop.id.clone(),
                    enabled: stop.enabled,
                },
                bounds,
            );
        }
    }
}

/// A text squeezed by a box that does not scroll is found: a button in a box shorter than
/// its padding and one line, and three lines of words in a box of two lines' height. Their
/// paragraphs drop the lines that do not fit (a line's top under the box's bottom), so that
/// the words they still show fit their bounds and no other check told (a button 12 px high
/// or more is no sliver): a short panel's move buttons got through the walk so.
#[test]
fn a_text_squeezed_by_a_box_that_does_not_scroll_is_found() {
    use iced::widget::{button, column, container, text};
    let mut renderer = renderer();
    let words = "Careful play re-rolls a failed die unless that raises the chance of dying now";
    let view: Element<'_, Message> = column![
        container(button(text("Confirm the move").size(15)).padding(8)).height(14),
        // 19.5 px a line: two lines' height, and the words' own.
        container(text(words).size(15)).width(240).height(39),
        container(text(words).size(15)).width(240),
    ]
    .into();
    let laid = lay_out_view(
        view,
        Size::new(800.0, 600.0),
        &mut renderer,
        iced::Task::none(),
        &mut Cache::default(),
    );
    let faults: Vec<String> = laid.faults().iter().map(ToString::to_string).collect();
    assert_eq!(faults.len(), 2, "{faults:#?}");
    assert!(
        faults[0].starts_with("squeezed \"Confirm the move\": words 20 px high (1 lines)"),
        "{faults:#?}"
    );
    assert!(
        faults[1].starts_with("squeezed \"Careful") && faults[1].contains("(3 lines)"),
        "{faults:#?}"
    );
}
