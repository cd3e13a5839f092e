import { useState } from "react";
import type { Slide } from "@vitrina/core";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";

/** Props of {@link Slider}. */
export interface SliderProps {
  readonly slides: ReadonlyArray<Slide>;
}

/**
 * The home page's offers: one slide at a time with previous / next buttons and numbered dots. It
 * never moves by itself, so nobody has to chase or pause it.
 */
export const Slider = ({ slides }: SliderProps) => {
  const { LL } = useI18nContext();
  const [index, setIndex] = useState(0);
  if (slides.length === 0) return null;
  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  const slide = slides[index]!;
  return (
    <section className="slider" aria-roledescription="carousel" aria-label={LL.home.slider()}>
      <div className="slider__slide" role="group" aria-roledescription="slide" aria-label={LL.home.goToSlide({ n: index + 1, total: slides.length })}>
        {slide.image ? (
          <img
            className="slider__image"
            src={slide.image.url}
            srcSet={slide.image.srcset}
            sizes="100vw"
            width={slide.image.width}
            height={slide.image.height}
            alt=""
            fetchPriority={index === 0 ? "high" : "auto"}
          />
        ) : null}
        <div className="slider__text">
          <h2>{slide.title}</h2>
          <p>{slide.subtitle}</p>
          <Link href={slide.link} className="btn">
            {LL.home.shopNow()}
          </Link>
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="slider__controls">
          <button type="button" className="icon-btn" aria-label={LL.home.previousSlide()} onClick={() => go(index - 1)}>
            ‹
          </button>
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className="slider__dot"
              aria-label={LL.home.goToSlide({ n: i + 1, total: slides.length })}
              aria-current={i === index || undefined}
              onClick={() => go(i)}
            />
          ))}
          <button type="button" className="icon-btn" aria-label={LL.home.nextSlide()} onClick={() => go(index + 1)}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
};
