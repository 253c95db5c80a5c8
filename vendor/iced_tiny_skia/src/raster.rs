use crate::core::image as raster;
use crate::core::{Rectangle, Size};
use crate::graphics;

use rustc_hash::{FxHashMap, FxHashSet};
use std::cell::RefCell;
use std::collections::hash_map;

#[derive(Debug)]
pub struct Pipeline {
    cache: RefCell<Cache>,
}

impl Pipeline {
    pub fn new() -> Self {
        Self {
            cache: RefCell::new(Cache::default()),
        }
    }

    pub fn load(
        &self,
        handle: &raster::Handle,
    ) -> Result<raster::Allocation, raster::Error> {
        let mut cache = self.cache.borrow_mut();
        let image = cache.allocate(handle)?;

        #[allow(unsafe_code)]
        Ok(unsafe {
            raster::allocate(handle, Size::new(image.width(), image.height()))
        })
    }

    pub fn dimensions(&self, handle: &raster::Handle) -> Option<Size<u32>> {
        let mut cache = self.cache.borrow_mut();
        let image = cache.allocate(handle).ok()?;

        Some(Size::new(image.width(), image.height()))
    }

    pub fn draw(
        &mut self,
        handle: &raster::Handle,
        filter_method: raster::FilterMethod,
        bounds: Rectangle,
        opacity: f32,
        pixels: &mut tiny_skia::PixmapMut<'_>,
        transform: tiny_skia::Transform,
        clip_mask: Option<&tiny_skia::Mask>,
    ) {
        let mut cache = self.cache.borrow_mut();

        // MALICE PATCH (vendor/README.md): drawn from a copy at the size shown.
        if let Some(scaled) =
            cache.scaled(handle, filter_method, bounds, transform)
        {
            pixels.draw_pixmap(
                0,
                0,
                scaled.pixmap.as_ref(),
                &tiny_skia::PixmapPaint {
                    quality: tiny_skia::FilterQuality::Nearest,
                    opacity,
                    ..Default::default()
                },
                tiny_skia::Transform::from_translate(scaled.x, scaled.y),
                clip_mask,
            );
            return;
        }

        let Ok(image) = cache.allocate(handle) else {
            return;
        };

        let width_scale = bounds.width / image.width() as f32;
        let height_scale = bounds.height / image.height() as f32;

        let transform = transform.pre_scale(width_scale, height_scale);

        let quality = match filter_method {
            raster::FilterMethod::Linear => tiny_skia::FilterQuality::Bilinear,
            raster::FilterMethod::Nearest => tiny_skia::FilterQuality::Nearest,
        };

        pixels.draw_pixmap(
            (bounds.x / width_scale) as i32,
            (bounds.y / height_scale) as i32,
            image,
            &tiny_skia::PixmapPaint {
                quality,
                opacity,
                ..Default::default()
            },
            transform,
            clip_mask,
        );
    }

    pub fn trim_cache(&mut self) {
        self.cache.borrow_mut().trim();
    }
}

#[derive(Debug, Default)]
struct Cache {
    entries: FxHashMap<raster::Id, Option<Entry>>,
    hits: FxHashSet<raster::Id>,
    // MALICE PATCH (vendor/README.md): images resampled once to the size they are drawn at.
    scaled: FxHashMap<(raster::Id, u32, u32, bool), tiny_skia::Pixmap>,
    scaled_hits: FxHashSet<(raster::Id, u32, u32, bool)>,
}

/// An image resampled to the pixels it covers, and where it goes.
struct Placed<'a> {
    pixmap: &'a tiny_skia::Pixmap,
    x: f32,
    y: f32,
}

impl Cache {
    /// MALICE PATCH (vendor/README.md): the image of `handle` drawn into `bounds` by
    /// `transform`, resampled once to the whole pixels it covers and kept while it is drawn
    /// each frame at that size, so that a frame only copies it (tiny-skia's filtering costs
    /// four reads and a blend per pixel on every frame otherwise). `None` when the image is
    /// drawn at its own size, rotated or skewed, or too large: it is then drawn as upstream.
    fn scaled(
        &mut self,
        handle: &raster::Handle,
        filter_method: raster::FilterMethod,
        bounds: Rectangle,
        transform: tiny_skia::Transform,
    ) -> Option<Placed<'_>> {
        if transform.kx != 0.0 || transform.ky != 0.0 {
            return None;
        }
        let x = (bounds.x * transform.sx + transform.tx).round();
        let y = (bounds.y * transform.sy + transform.ty).round();
        let width = (bounds.width * transform.sx).round();
        let height = (bounds.height * transform.sy).round();
        if !(1.0..=4096.0).contains(&width) || !(1.0..=4096.0).contains(&height) {
            return None;
        }
        let (width, height) = (width as u32, height as u32);
        let linear = filter_method == raster::FilterMethod::Linear;
        let key = (handle.id(), width, height, linear);
        if !self.scaled.contains_key(&key) {
            let source = self.allocate(handle).ok()?;
            if source.width() == width && source.height() == height {
                return None;
            }
            let mut pixmap = tiny_skia::Pixmap::new(width, height)?;
            pixmap.draw_pixmap(
                0,
                0,
                source,
                &tiny_skia::PixmapPaint {
                    quality: if linear {
                        tiny_skia::FilterQuality::Bilinear
                    } else {
                        tiny_skia::FilterQuality::Nearest
                    },
                    ..Default::default()
                },
                tiny_skia::Transform::from_scale(
                    width as f32 / source.width() as f32,
                    height as f32 / source.height() as f32,
                ),
                None,
            );
            let _ = self.scaled.insert(key, pixmap);
        }
        // The source stays decoded while a copy of it is drawn: a new size (the window
        // resized) is then made without decoding the file again.
        let _ = self.hits.insert(key.0);
        let _ = self.scaled_hits.insert(key);
        self.scaled
            .get(&key)
            .map(|pixmap| Placed { pixmap, x, y })
    }

    pub fn allocate(
        &mut self,
        handle: &raster::Handle,
    ) -> Result<tiny_skia::PixmapRef<'_>, raster::Error> {
        let id = handle.id();

        if let hash_map::Entry::Vacant(entry) = self.entries.entry(id) {
            let image = match graphics::image::load(handle) {
                Ok(image) => image,
                Err(error) => {
                    let _ = entry.insert(None);

                    return Err(error);
                }
            };

            if image.width() == 0 || image.height() == 0 {
                return Err(raster::Error::Empty);
            }

            let mut buffer =
                vec![0u32; image.width() as usize * image.height() as usize];

            for (i, pixel) in image.pixels().enumerate() {
                let [r, g, b, a] = pixel.0;

                buffer[i] = bytemuck::cast(
                    tiny_skia::ColorU8::from_rgba(b, g, r, a).premultiply(),
                );
            }

            let _ = entry.insert(Some(Entry {
                width: image.width(),
                height: image.height(),
                pixels: buffer,
            }));
        }

        let _ = self.hits.insert(id);

        Ok(self
            .entries
            .get(&id)
            .unwrap()
            .as_ref()
            .map(|entry| {
                tiny_skia::PixmapRef::from_bytes(
                    bytemuck::cast_slice(&entry.pixels),
                    entry.width,
                    entry.height,
                )
                .expect("Build pixmap from image bytes")
            })
            .expect("Image should be allocated"))
    }

    fn trim(&mut self) {
        self.entries.retain(|key, _| self.hits.contains(key));
        self.hits.clear();
        self.scaled.retain(|key, _| self.scaled_hits.contains(key));
        self.scaled_hits.clear();
    }
}

#[derive(Debug)]
struct Entry {
    width: u32,
    height: u32,
    pixels: Vec<u32>,
}

// MALICE PATCH: the resampled copies' test (vendor/README.md).
#[cfg(test)]
mod tests {
    use super::*;

    /// A 40×40 image: red on the left half, blue on the right.
    fn halves() -> raster::Handle {
        let pixels: Vec<u8> = (0..40 * 40)
            .flat_map(|i| {
                if i % 40 < 20 {
                    [255, 0, 0, 255]
                } else {
                    [0, 0, 255, 255]
                }
            })
            .collect();
        raster::Handle::from_rgba(40, 40, pixels)
    }

    /// The colour at (x, y) of a pixmap, as (r, g, b, a).
    fn at(pixmap: &tiny_skia::Pixmap, x: u32, y: u32) -> (u8, u8, u8, u8) {
        // iced_tiny_skia keeps its pixels in BGRA order.
        let pixel = pixmap.pixel(x, y).expect("inside").demultiply();
        (pixel.blue(), pixel.green(), pixel.red(), pixel.alpha())
    }

    #[test]
    fn an_image_drawn_smaller_is_resampled_once_and_drawn_in_its_place() {
        let mut pipeline = Pipeline::new();
        let image = halves();
        // 10×10 at (3, 5), on a window at twice the scale: 20×20 pixels at (6, 10).
        let bounds = Rectangle::new(
            crate::core::Point::new(3.0, 5.0),
            Size::new(10.0, 10.0),
        );
        let mut target = tiny_skia::Pixmap::new(40, 40).expect("pixmap");
        for _frame in 0..2 {
            pipeline.draw(
                &image,
                raster::FilterMethod::Linear,
                bounds,
                1.0,
                &mut target.as_mut(),
                tiny_skia::Transform::from_scale(2.0, 2.0),
                None,
            );
            pipeline.trim_cache();
        }
        let cache = pipeline.cache.borrow();
        let sizes: Vec<(u32, u32)> =
            cache.scaled.keys().map(|key| (key.1, key.2)).collect();
        assert_eq!(sizes, [(20, 20)], "one copy, at the size drawn");
        assert_eq!(cache.entries.len(), 1, "the source stays decoded");
        drop(cache);

        // In place: nothing outside (6..26, 10..30); red on its left, blue on its right.
        assert_eq!(at(&target, 5, 15).3, 0);
        assert_eq!(at(&target, 26, 15).3, 0);
        assert_eq!(at(&target, 15, 9).3, 0);
        assert_eq!(at(&target, 15, 30).3, 0);
        assert_eq!(at(&target, 6, 10), (255, 0, 0, 255));
        assert_eq!(at(&target, 14, 29), (255, 0, 0, 255));
        assert_eq!(at(&target, 18, 10), (0, 0, 255, 255));
        assert_eq!(at(&target, 25, 29), (0, 0, 255, 255));

        // Drawn no more: the next frame's trim lets the copy go.
        pipeline.trim_cache();
        assert!(pipeline.cache.borrow().scaled.is_empty());
    }

    #[test]
    fn an_image_drawn_at_its_own_size_is_not_copied() {
        let mut pipeline = Pipeline::new();
        let mut target = tiny_skia::Pixmap::new(50, 50).expect("pixmap");
        pipeline.draw(
            &halves(),
            raster::FilterMethod::Linear,
            Rectangle::new(crate::core::Point::ORIGIN, Size::new(40.0, 40.0)),
            1.0,
            &mut target.as_mut(),
            tiny_skia::Transform::identity(),
            None,
        );
        assert!(pipeline.cache.borrow().scaled.is_empty());
        assert_eq!(at(&target, 39, 39), (0, 0, 255, 255));
    }
}
