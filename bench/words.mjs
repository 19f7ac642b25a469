// The words shoppers type, taken from the live catalogue, and the typos they make in them.

/** Words in every other name that nobody searches for ("Series 3" only makes the seeded names unique). */
const IGNORED_WORDS = new Set(["and", "for", "the", "with", "series"]);
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

const wordsOf = (text) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3 && !IGNORED_WORDS.has(word));

/**
 * Single words of 3+ letters and two-word phrases (two words of one product name, in their order, as
 * in "pampers pants" or "rash cream") from the sampled products, and the brands' and categories' names.
 */
export function searchVocabulary({ products, brands, categories, subcategories }) {
  const words = new Set();
  const phrases = new Set();
  for (const { name } of products) {
    const nameWords = [...new Set(wordsOf(name))];
    nameWords.forEach((word, i) => {
      words.add(word);
      for (const later of nameWords.slice(i + 1)) phrases.add(`${word} ${later}`);
    });
  }
  const names = [...brands, ...categories, ...subcategories].map(({ name }) => name.toLowerCase());
  for (const name of names) for (const word of wordsOf(name)) words.add(word);
  return { words: [...words], phrases: [...phrases], names: [...new Set(names)] };
}

/** A letter other than the given one. */
const otherLetter = (letter, random) => {
  const choices = LETTERS.replace(letter, "");
  return random.pick(choices);
};

/**
 * The word with one edit away from its first and last letters: a letter dropped, one added, one
 * changed, or two neighbours swapped. The same random sequence gives the same typo. Words shorter
 * than 4 letters have no middle to change and come back as they are.
 */
export function withTypo(word, random) {
  if (word.length < 4) return word;
  const at = random.integer(1, word.length - 2);
  const change = () => word.slice(0, at) + otherLetter(word[at], random) + word.slice(at + 1);
  switch (random.integer(0, 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + random.pick(LETTERS) + word.slice(at);
    case 2:
      return change();
    default: {
      const left = Math.min(at, word.length - 3);
      if (word[left] === word[left + 1]) return change();
      return word.slice(0, left) + word[left + 1] + word[left] + word.slice(left + 2);
    }
  }
}

/** The first 2 to 8 letters of a word (never more than the word has). */
export function prefixOf(word, random) {
  return word.slice(0, random.integer(2, Math.min(8, word.length)));
}
