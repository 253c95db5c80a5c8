//! Tooltips never cover what they explain (issue 40): each state of the fit test laid out in a
//! few rooms, the pointer put on each control in view in turn, and the tooltip it brings
//! (iced's overlay, as laid out) checked against every text and control in view but the one
//! pointed at: the export path, a tab, "Save the note", the move box over Undo and Hint were
//! each covered once.

use std::cell::RefCell;
use std::rc::Rc;

use iced::{Element, Event, Length, Point, Rectangle, Renderer, Size, Theme, Vector, mouse};
use iced_core::widget::{Operation, Tree, tree};
use iced_core::{Clipboard, Layout, Shell, Widget, layout, overlay, renderer};

use malice::ui::App;

use super::checks::room;
use super::walk::{self, Kind, Laid};
use super::{WINDOWS, ZOOMS, states};

/// What a tooltip may cover of something else before it hides it: a sliver of its edge.
const GRACE: f32 = 3.0;

#[test]
fn no_tooltip_covers_a_text_or_a_control_in_view() {
    let mut renderer = walk::renderer();
    let mut found = Vec::new();
    let mut seen = 0;
    for state in states::all() {
        for (w, h) in WINDOWS {
            for zoom in ZOOMS {
                // The usual window, the smallest, and the smallest at the largest text.
                if !matches!((w as u32, zoom), (1280, 100) | (1024, 100) | (1024, 200)) {
                    continue;
                }
                let tag = format!("{w}x{h}@{zoom}");
                let room = room(Size::new(w, h), zoom);
                let laid = walk::lay_out(&state.app, room, &mut renderer);
                // What floats over the window with the pointer away (the `?` sheet): not a
                // tooltip.
                let still = overlays_at(&state.app, room, Point::new(-10.0, -10.0), &mut renderer);
                for (i, node) in laid.nodes.iter().enumerate() {
                    let Kind::Control { id, .. } = &node.kind else {
                        continue;
                    };
                    // The hover view of a hand card is a card shown large, over the table
                    // (its own rule: never over the question; the table's, fit's).
                    if format!("{id:?}").contains("\"hand.") {
                        continue;
                    }
                    let Some(shown) = laid.visible(i) else {
                        continue;
                    };
                    let Some(tip) = overlays_at(&state.app, room, shown.center(), &mut renderer)
                        .into_iter()
                        .find(|o| !still.contains(o))
                    else {
                        continue;
                    };
                    seen += 1;
                    for covered in covers(&laid, i, tip) {
                        found.push(format!(
                            "{} {tag}: the tooltip of {id:?} ({}) covers {covered}",
                            state.name,
                            size(tip)
                        ));
                    }
                }
            }
        }
    }
    assert!(seen > 20, "tooltips were found and laid out: {seen}");
    found.dedup();
    assert!(
        found.is_empty(),
        "{} covered:\n{}",
        found.len(),
        found.join("\n")
    );
}

fn size(r: Rectangle) -> String {
    format!("{:.0}×{:.0} at ({:.0}, {:.0})", r.width, r.height, r.x, r.y)
}

/// What the tooltip `tip` of control `control` covers: each text and control in view (but
/// the control itself and its own words) that it overlaps by more than [`GRACE`].
fn covers(laid: &Laid, control: usize, tip: Rectangle) -> Vec<String> {
    let own = laid.drawn(control);
    let mut out = Vec::new();
    for (i, node) in laid.nodes.iter().enumerate() {
        if i == control || !matches!(node.kind, Kind::Text(..) | Kind::Control { .. }) {
            continue;
        }
        let Some(shown) = laid.visible(i) else {
            continue;
        };
        // An area more than a quarter of the window (the board, a page): a tooltip over its
        // edge hides no label; the texts in it are checked one by one.
        if matches!(node.kind, Kind::Control { .. })
            && shown.width * shown.height > laid.room.width * laid.room.height / 4.0
        {
            continue;
        }
        // The control's own label, or a control holding this one (a ring around a field).
        if own.contains(shown.center()) || shown.contains(own.center()) {
            continue;
        }
        if let Some(over) = shown.intersection(&tip)
            && over.width > GRACE
            && over.height > GRACE
        {
            out.push(format!("{} ({})", laid.label(i), size(shown)));
        }
    }
    out
}

/// The overlays that show with the pointer at `at` in `app`'s window laid out in `room`:
/// where each is drawn.
fn overlays_at(app: &App, room: Size, at: Point, renderer: &mut Renderer) -> Vec<Rectangle> {
    use iced_runtime::user_interface::{Cache, UserInterface};
    let out = Rc::new(RefCell::new(Vec::new()));
    let tips = Tips {
        content: app.view(),
        out: out.clone(),
    };
    let mut ui = UserInterface::build(Element::new(tips), room, Cache::default(), renderer);
    let cursor = mouse::Cursor::Available(at);
    let mut messages = Vec::new();
    let mut clipboard = iced_core::clipboard::Null;
    let _ = ui.update(
        &[Event::Mouse(mouse::Event::CursorMoved { position: at })],
        cursor,
        renderer,
        &mut clipboard,
        &mut messages,
    );
    ui.operate(renderer, &mut Nothing);
    drop(ui);
    out.take()
}

/// An operation that does nothing (it makes the window lay out its overlay).
struct Nothing;

impl Operation for Nothing {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }
}

/// The window, telling where its overlays are laid out.
struct Tips<'a, M> {
    content: Element<'a, M>,
    out: Rc<RefCell<Vec<Rectangle>>>,
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

impl<M> Widget<M, Theme, Renderer> for Tips<'_, M> {
    fn tag(&self) -> tree::Tag {
        self.content.as_widget().tag()
    }

    fn state(&self) -> tree::State {
        self.content.as_widget().state()
    }

    fn children(&self) -> Vec<Tree> {
        self.content.as_widget().children()
    }

    fn diff(&self, tree: &mut Tree) {
        self.content.as_widget().diff(tree);
    }

    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        self.content.as_widget_mut().layout(tree, renderer, limits)
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        self.content
            .as_widget_mut()
            .operate(tree, layout, renderer, operation);
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, M>,
        viewport: &Rectangle,
    ) {
        self.content.as_widget_mut().update(
            tree, event, layout, cursor, renderer, clipboard, shell, viewport,
        );
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        self.content
            .as_widget()
            .draw(tree, renderer, theme, style, layout, cursor, viewport);
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, Renderer>> {
        let inner =
            self.content
                .as_widget_mut()
                .overlay(tree, layout, renderer, viewport, translation)?;
        Some(overlay::Element::new(Box::new(Told {
            inner,
            out: self.out.clone(),
        })))
    }
}
