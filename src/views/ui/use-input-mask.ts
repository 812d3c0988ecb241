import { useCallback, type RefCallback, type RefObject } from "react";
import { deleteAcrossSeparator, reformat, type DigitMask } from "#src/domain/digit-mask.ts";

export { digitMasks as masks } from "#src/domain/digit-mask.ts";

/**
 * A digit mask on an input (spec §5). Every edit is re-laid at once, in the same event, from the digits the field
 * holds — so keys typed faster than a frame, a paste of "529.982.247-25" or of "52998224725", autofill and
 * clear-and-retype all come out the same. (The mask library this replaces updated after the event and dropped
 * keys typed quickly, and the first digit after a clear.) Digits typed before hydration are laid when it attaches.
 * `inputRef` also receives the input.
 */
export function useInputMask(
  mask: DigitMask,
  inputRef?: RefObject<HTMLInputElement | null>,
): RefCallback<HTMLInputElement> {
  return useCallback(
    (input: HTMLInputElement | null) => {
      if (inputRef) inputRef.current = input;
      if (!input) return;
      const apply = ({ text, caret }: { text: string; caret: number }) => {
        input.value = text;
        if (document.activeElement === input) input.setSelectionRange(caret, caret);
      };
      const onInput = () => {
        const caret = input.selectionStart ?? input.value.length;
        const edit = reformat(mask, input.value, caret);
        if (edit.text !== input.value || edit.caret !== caret) apply(edit);
      };
      const onBeforeInput = (event: InputEvent) => {
        const { selectionStart: start, selectionEnd: end } = input;
        if (start === null || start !== end) return;
        const direction =
          event.inputType === "deleteContentBackward"
            ? "backward"
            : event.inputType === "deleteContentForward"
              ? "forward"
              : null;
        if (!direction) return;
        const edit = deleteAcrossSeparator(mask, input.value, start, direction);
        if (!edit) return;
        event.preventDefault();
        apply(edit);
        // Nothing else hears a prevented edit: tell the form, as the browser would have.
        input.dispatchEvent(new Event("input", { bubbles: true }));
      };
      if (input.value) apply(reformat(mask, input.value, input.value.length));
      input.addEventListener("input", onInput);
      input.addEventListener("beforeinput", onBeforeInput);
      return () => {
        input.removeEventListener("input", onInput);
        input.removeEventListener("beforeinput", onBeforeInput);
        if (inputRef) inputRef.current = null;
      };
    },
    [mask, inputRef],
  );
}
