import { useCallback, type RefCallback, type RefObject } from "react";

/** Input masks of spec §5 (`_` is one digit). */
export const masks = {
  cpf: { mask: "___.___.___-__", replacement: { _: /\d/ } },
  cellphone: { mask: "(__) _____-____", replacement: { _: /\d/ } },
} as const;

type MaskOptions = (typeof masks)[keyof typeof masks];
type MaskClass = typeof import("@react-input/mask/Mask").default;

let maskClass: Promise<MaskClass> | null = null;
const loadMask = () => (maskClass ??= import("@react-input/mask/Mask").then((module) => module.default));

/**
 * A mask (@react-input/mask) on an input, loaded after hydration so the library stays out of the page's
 * first-visit JavaScript (budget: 125 KB gzip). The server renders the plain input (label, placeholder);
 * digits typed before the mask arrives are formatted when it attaches. `inputRef` also receives the input.
 */
export function useLazyMask(
  options: MaskOptions,
  inputRef?: RefObject<HTMLInputElement | null>,
): RefCallback<HTMLInputElement> {
  return useCallback(
    (input: HTMLInputElement | null) => {
      if (inputRef) inputRef.current = input;
      if (!input) return;
      let detached = false;
      let mask: InstanceType<MaskClass> | null = null;
      void loadMask().then((Mask) => {
        if (detached) return;
        mask = new Mask({ mask: options.mask, replacement: { ...options.replacement } });
        input.value = mask.format(input.value);
        mask.register(input);
      });
      return () => {
        detached = true;
        mask?.unregister(input);
        if (inputRef) inputRef.current = null;
      };
    },
    [options, inputRef],
  );
}
