import { describe, expect, it } from 'vitest';
import { asSentence, capitaliseFirst, phrase, splitSentences, tidy, wholeSentences } from './sentences';

describe('tidy', () => {
  it.each([
    ['Buyers rarely care about distance ; they care about time .', 'Buyers rarely care about distance; they care about time.'],
    ['Maps , tiles  and\n pins !', 'Maps, tiles and pins!'],
    ['( see below ) and [ here ]', '(see below) and [here]'],
    ['one,two;three', 'one, two; three'],
    ['Costs 1,000 euros at 12:30', 'Costs 1,000 euros at 12:30'],
    ['Wait;;; what,, now', 'Wait; what, now'],
  ])('%j → %j', (input, expected) => {
    expect(tidy(input)).toBe(expected);
  });
});

describe('splitSentences', () => {
  it('splits at . ! ? … followed by a space, closing quotes and brackets included', () => {
    expect(splitSentences('It works. Does it? Yes! "Quoted." (Aside.) Next… Done')).toEqual(['It works.', 'Does it?', 'Yes!', '"Quoted."', '(Aside.)', 'Next…', 'Done']);
  });

  it('does not split after abbreviations, initials, or inside numbers and names', () => {
    expect(splitSentences('Use a server, e.g. Martin. Dr. Smith and J. R. Tolkien agree. Node.js costs 3.5 euros.')).toEqual([
      'Use a server, e.g. Martin.',
      'Dr. Smith and J. R. Tolkien agree.',
      'Node.js costs 3.5 euros.',
    ]);
  });

  it('splits before a lowercase start too, so the sentence can be capitalised', () => {
    expect(splitSentences('They zoom a lot. they pinch.')).toEqual(['They zoom a lot.', 'they pinch.']);
  });
});

describe('phrase', () => {
  it('keeps a sentence that fits, without its closing period, and keeps ? and !', () => {
    expect(phrase('Vector tiles explained.', 70)).toBe('Vector tiles explained');
    expect(phrase('Why cluster pins?', 70)).toBe('Why cluster pins?');
  });

  it('keeps a colon title whole when it fits, and takes the first clause of a run-on', () => {
    expect(phrase('Vector tiles: a primer.', 70)).toBe('Vector tiles: a primer');
    expect(phrase('Buyers rarely care about distance ; they care about time', 70)).toBe('Buyers rarely care about distance');
    expect(phrase('Self-hosting tiles — what it really costs per month', 70)).toBe('Self-hosting tiles');
  });

  it('cuts a long sentence where a phrase ends, never on a dangling word, comma or open bracket', () => {
    const long = 'Last year I moved the whole platform of a mid-sized real-estate portal from Google Maps to MapLibre because of pricing';
    expect(phrase(long, 70)).toBe('Last year I moved the whole platform of a mid-sized real-estate portal');
    expect(phrase(long, 60)).toBe('Last year I moved the whole platform');
    expect(phrase('A map of every listing in the city (and the suburbs around it, which matter more than you think)', 50)).toBe('A map of every listing in the city');
    for (const max of [20, 30, 45, 60, 70]) {
      const cut = phrase(long, max)!;
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(long.startsWith(cut)).toBe(true);
      expect(cut).not.toMatch(/\b(the|of|a|to|from|and)$|[,;:(]$/);
    }
  });

  it('answers null when nothing readable is left', () => {
    expect(phrase(' . ; ', 70)).toBeNull();
  });
});

describe('wholeSentences', () => {
  it('takes whole sentences while they fit, at least one, stopping once enough', () => {
    expect(wholeSentences(['One two three.', 'Four five.', 'Six.'], 30)).toBe('One two three. Four five. Six.');
    expect(wholeSentences(['One two three.', 'Four five.', 'Six.'], 25)).toBe('One two three. Four five.');
    expect(wholeSentences(['One two three.', 'Four five.', 'Six.'], 100, 10)).toBe('One two three.');
  });

  it('cuts a first sentence that cannot fit, and says so with an ellipsis', () => {
    const cut = wholeSentences(['A very long opening sentence that keeps going, with clauses and more words than fit here.'], 40);
    expect(cut).toBe('A very long opening sentence…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });
});

describe('asSentence and capitaliseFirst', () => {
  it('ends a sentence as a sentence ends', () => {
    expect(asSentence('Three things matter:')).toBe('Three things matter.');
    expect(asSentence('No end')).toBe('No end.');
    expect(asSentence('Quoted "end."')).toBe('Quoted "end."');
    expect(asSentence('Really?')).toBe('Really?');
  });

  it('capitalises, except a word written in mixed case on purpose', () => {
    expect(capitaliseFirst('they pinch')).toBe('They pinch');
    expect(capitaliseFirst('iPhone users')).toBe('iPhone users');
    expect(capitaliseFirst('élan')).toBe('Élan');
  });
});
