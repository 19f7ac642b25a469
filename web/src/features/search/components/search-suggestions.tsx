import { type KeyboardEvent, type Ref, useEffect, useId, useImperativeHandle, useState } from "react";
import { cn } from "@/lib/cn";
import { useTypedSuggestions } from "../hooks/use-typed-suggestions";
import { type SuggestionGroup, type SuggestionOption, suggestionGroups } from "../lib/suggestion-options";
import { SuggestionRow } from "./suggestion-row";

/** What the search box hands on to its suggestions: its keys, and when it gains or loses the focus. */
export interface SuggestionsHandle {
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** The search box's combobox attributes that follow the list. */
export interface SuggestionsPopupState {
  expanded: boolean;
  /** The id of the highlighted suggestion, if any. */
  activeId?: string;
}

export interface SearchSuggestionsProps {
  ref: Ref<SuggestionsHandle>;
  /** What is in the search box. */
  text: string;
  listboxId: string;
  onPopupChange: (state: SuggestionsPopupState) => void;
  /** A suggestion was chosen: go to its page. */
  onChoose: (href: string) => void;
  /** Escape with the list already closed empties the box. */
  onClear: () => void;
}

const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/** Down from nothing highlighted is the first, up is the last; both wrap around. */
function nextIndex(active: number, step: 1 | -1, count: number): number {
  if (active < 0) return step > 0 ? 0 : count - 1;
  return (active + step + count) % count;
}

function announcement(count: number): string {
  if (count === 0) return "No suggestions";
  return count === 1 ? "1 suggestion available" : `${count} suggestions available`;
}

/**
 * The header search's suggestions, a list autocomplete (WAI-ARIA combobox): the focus stays in the
 * search box, which points at the highlighted suggestion with aria-activedescendant. Down and Up move
 * (wrapping), Enter opens the highlighted one, Escape closes the list and then empties the box.
 */
export function SearchSuggestions({ ref, text, listboxId, onPopupChange, onChoose, onClear }: SearchSuggestionsProps) {
  const { answer, settled } = useTypedSuggestions(text);
  const groups = answer ? suggestionGroups(answer) : [];
  const options = groups.flatMap((group) => group.options);
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);

  // New text or a new answer: nothing is highlighted, and typing opens a closed list again.
  const [shown, setShown] = useState({ text, answer });
  if (shown.text !== text || shown.answer !== answer) {
    if (shown.text !== text) setOpen(true);
    setShown({ text, answer });
    setActive(-1);
  }

  const expanded = open && options.length > 0;
  const activeId = expanded && active >= 0 ? optionId(listboxId, active) : undefined;
  useEffect(() => onPopupChange({ expanded, activeId }), [expanded, activeId, onPopupChange]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: SuggestionOption) {
    close();
    onChoose(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive(nextIndex(expanded ? active : -1, event.key === "ArrowDown" ? 1 : -1, options.length));
    } else if (event.key === "Enter") {
      const highlighted = expanded ? options[active] : undefined;
      if (highlighted) {
        event.preventDefault();
        choose(highlighted);
      } else {
        close(); // and the form searches for the text
      }
    } else if (event.key === "Escape" && (expanded || text)) {
      // Handled here: the mobile menu, which also closes on Escape, stays open.
      event.preventDefault();
      event.stopPropagation();
      if (expanded) close();
      else onClear();
    }
  }

  useImperativeHandle(ref, () => ({ onKeyDown, onFocus: () => setOpen(true), onBlur: close }));

  return (
    <>
      <p role="status" className="sr-only">
        {settled && open ? announcement(options.length) : ""}
      </p>
      {expanded ? (
        <div
          role="presentation"
          // The focus stays in the search box when a suggestion is clicked (so the list does not close first).
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-50 mt-2 animate-pop-in rounded-2xl border border-border bg-card p-1.5 text-card-foreground shadow-lg"
        >
          {answer?.correctedQuery ? (
            <p className="px-3 pb-1 pt-2 text-xs text-muted-foreground">
              Showing suggestions for <span className="font-semibold text-foreground">{answer.correctedQuery}</span>
            </p>
          ) : null}
          <div role="listbox" id={listboxId} aria-label="Search suggestions">
            {groups.map((group) => (
              <OptionGroup
                key={group.name}
                group={group}
                indexOf={(option) => options.indexOf(option)}
                listboxId={listboxId}
                active={active}
                onChoose={choose}
              />
            ))}
          </div>
        </div>
      ) : null}
    </>
  );
}

interface OptionGroupProps {
  group: SuggestionGroup;
  /** The option's place in the whole list (its id and the highlight count across the groups). */
  indexOf: (option: SuggestionOption) => number;
  listboxId: string;
  active: number;
  onChoose: (option: SuggestionOption) => void;
}

function OptionGroup({ group, indexOf, listboxId, active, onChoose }: OptionGroupProps) {
  const headingId = useId();
  return (
    <ul role="group" aria-labelledby={headingId} className="py-1">
      <li role="presentation" id={headingId} className="px-3 pb-1 pt-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {group.name}
      </li>
      {group.options.map((option) => {
        const index = indexOf(option);
        return (
          // The keys are the search box's (aria-activedescendant); a click chooses too.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.key}
            id={optionId(listboxId, index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            onClick={() => onChoose(option)}
            className={cn(
              "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 py-1.5 transition-colors hover:bg-muted",
              index === active && "bg-primary-soft/70 hover:bg-primary-soft/70",
            )}
          >
            <SuggestionRow option={option} />
          </li>
        );
      })}
    </ul>
  );
}
