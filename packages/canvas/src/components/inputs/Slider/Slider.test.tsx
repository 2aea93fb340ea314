import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Slider from "./Slider";
import { sliderPropsSchema } from "./Slider.meta";

const props = (input: Record<string, unknown>) => sliderPropsSchema.parse(input);
const thumb = (name: string) => screen.getByRole("slider", { name }) as HTMLInputElement;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Presses keys on a focused thumb (synchronous events: the test's clock is fake). */
function press(slider: HTMLInputElement, ...keys: string[]) {
  slider.focus();
  for (const key of keys) fireEvent.keyDown(slider, { key });
}
/** Lets the keys pause long enough for the steps pressed to be stored. */
const pause = () => act(() => vi.advanceTimersByTime(100));

/** jsdom has no PointerEvent: a mouse event of a pointer type, with the pointer id the slider tracks. */
function pointer(target: EventTarget, type: string, clientX: number, buttons: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY: 10, button: 0, buttons });
  Object.defineProperty(event, "pointerId", { value: 1 });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe("Slider", () => {
  it("is horizontal from 0 to 100 in steps of 1 by default", () => {
    expect(props({})).toMatchObject({ min: 0, max: 100, step: 1, marks: false, range: false });
    expect(props({}).orientation).toBe("horizontal");
    renderInCanvas(<Slider {...props({ label: "Load" })} />);
    expect(thumb("Load").getAttribute("aria-orientation")).toBe("horizontal");
  });

  it("stores keyboard steps once the keys pause for 100 ms, calling onChange(new, old, api) once", () => {
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <Slider {...props({ label: "Discount rate", parameter: "rate", min: 0, max: 20, step: 0.5, onChange })} />,
      { parameters: { rate: 8 } },
    );
    expect(thumb("Discount rate").getAttribute("aria-valuenow")).toBe("8");
    press(thumb("Discount rate"), "ArrowRight", "ArrowRight", "ArrowRight");
    expect(thumb("Discount rate").getAttribute("aria-valuenow")).toBe("9.5");
    act(() => vi.advanceTimersByTime(99));
    expect(runtime.getSnapshot().parameters.rate).toBe(8);
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(runtime.getSnapshot().parameters.rate).toBe(9.5);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(
      9.5,
      8,
      expect.objectContaining({ setParameter: expect.any(Function) }),
    );
    press(thumb("Discount rate"), "End");
    pause();
    expect(runtime.getSnapshot().parameters.rate).toBe(20);
  });

  it("stores a keyboard step at once when the slider is left", () => {
    const { runtime } = renderInCanvas(<Slider {...props({ label: "Load", parameter: "load" })} />, {
      parameters: { load: 10 },
    });
    press(thumb("Load"), "ArrowRight");
    expect(runtime.getSnapshot().parameters.load).toBe(10);
    act(() => thumb("Load").blur());
    expect(runtime.getSnapshot().parameters.load).toBe(11);
  });

  it("moves while dragged and stores the value only when the thumb is let go", () => {
    const onChange = vi.fn();
    const { runtime, container } = renderInCanvas(
      <Slider {...props({ label: "Load", parameter: "load", onChange })} />,
      { parameters: { load: 10 } },
    );
    const root = container.querySelector(".MuiSlider-root") as HTMLElement;
    vi.spyOn(root, "getBoundingClientRect").mockReturnValue({
      left: 0,
      width: 200,
      top: 0,
      height: 20,
      bottom: 20,
      right: 200,
      x: 0,
      y: 0,
    } as DOMRect);
    pointer(root, "pointerdown", 100, 1);
    pointer(document, "pointermove", 120, 1);
    expect(thumb("Load").getAttribute("aria-valuenow")).toBe("60");
    expect(runtime.getSnapshot().parameters.load).toBe(10);
    expect(onChange).not.toHaveBeenCalled();
    pointer(document, "pointerup", 120, 0);
    expect(runtime.getSnapshot().parameters.load).toBe(60);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(60, 10, expect.anything());
  });

  it("stores a range as [from, to] with two named thumbs", () => {
    const onChange = vi.fn();
    const { runtime, container } = renderInCanvas(
      <Slider {...props({ label: "Haul distance", parameter: "haul", range: true, max: 40, unit: "km", onChange })} />,
      { parameters: { haul: [5, 25] } },
    );
    expect(thumb("Haul distance, from").getAttribute("aria-valuetext")).toBe("5 km");
    expect(thumb("Haul distance, to").getAttribute("aria-valuetext")).toBe("25 km");
    expect(container.querySelector(".sf-slider-value")?.textContent).toBe("5 km – 25 km");
    press(thumb("Haul distance, to"), "ArrowRight");
    pause();
    expect(runtime.getSnapshot().parameters.haul).toEqual([5, 26]);
    expect(onChange).toHaveBeenCalledWith([5, 26], [5, 25], expect.anything());
  });

  it("shows an unset range as the full range and an out-of-range number at the nearest end", () => {
    const { unmount } = renderInCanvas(<Slider {...props({ label: "Band", parameter: "band", range: true })} />);
    expect(thumb("Band, from").getAttribute("aria-valuenow")).toBe("0");
    expect(thumb("Band, to").getAttribute("aria-valuenow")).toBe("100");
    unmount();
    renderInCanvas(<Slider {...props({ label: "Load", parameter: "load", max: 50 })} />, {
      parameters: { load: 80 },
    });
    expect(thumb("Load").getAttribute("aria-valuenow")).toBe("50");
  });

  it("with a step of null moves only between the marks", () => {
    const marks = [{ value: 0 }, { value: 50 }, { value: 80 }, { value: 100 }];
    const { runtime } = renderInCanvas(
      <Slider {...props({ label: "Throughput", parameter: "t", step: null, marks, orientation: "vertical" })} />,
      { parameters: { t: 50 } },
    );
    expect(thumb("Throughput").getAttribute("aria-orientation")).toBe("vertical");
    press(thumb("Throughput"), "ArrowUp");
    pause();
    expect(runtime.getSnapshot().parameters.t).toBe(80);
  });

  it("labels marks and writes the unit after values", () => {
    const { container } = renderInCanvas(
      <Slider
        {...props({ label: "Rate", parameter: "r", max: 20, unit: "%", marks: [{ value: 8, label: "WACC 8%" }] })}
      />,
      { parameters: { r: 12 } },
    );
    expect(screen.getByText("WACC 8%")).toBeTruthy();
    expect(container.querySelector(".sf-slider-value")?.textContent).toBe("12%");
    expect(thumb("Rate").getAttribute("aria-valuetext")).toBe("12%");
  });

  it("refuses max not above min, and a step of null without a list of marks", () => {
    expect(sliderPropsSchema.safeParse({ min: 10, max: 10 }).error?.issues[0]?.path).toEqual(["max"]);
    expect(sliderPropsSchema.safeParse({ step: null, marks: true }).error?.issues[0]?.path).toEqual(["step"]);
  });

  it("keeps its own value without a parameter, named by its label or parameter", () => {
    const { runtime, unmount } = renderInCanvas(<Slider {...props({ label: "Local" })} />);
    press(thumb("Local"), "ArrowRight");
    pause();
    expect(thumb("Local").getAttribute("aria-valuenow")).toBe("1");
    expect(runtime.getSnapshot().parameters).toEqual({});
    unmount();
    renderInCanvas(<Slider {...props({ parameter: "payload" })} />);
    expect(thumb("payload")).toBeTruthy();
  });

  it("follows a parameter changed elsewhere", () => {
    const { runtime } = renderInCanvas(<Slider {...props({ label: "Load", parameter: "load" })} />);
    act(() => runtime.setParameter("load", 42));
    expect(thumb("Load").getAttribute("aria-valuenow")).toBe("42");
  });

  it("logs a throwing onChange instead of failing", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onChange = () => {
      throw new Error("boom");
    };
    const { runtime } = renderInCanvas(<Slider {...props({ label: "Load", parameter: "load", onChange })} />);
    press(thumb("Load"), "ArrowRight");
    pause();
    expect(runtime.getSnapshot().parameters.load).toBe(1);
    expect(errors).toHaveBeenCalledWith("Slider onChange failed", expect.any(Error));
  });
});
