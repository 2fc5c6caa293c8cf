import { excerptParts } from './excerpt';

describe('excerptParts', () => {
  it('splits the excerpt into plain runs and the matched words', () => {
    expect(excerptParts('Timing <mark>coffee</mark> blossom irrigation for <mark>Coffee.</mark>')).toEqual([
      { text: 'Timing ', marked: false },
      { text: 'coffee', marked: true },
      { text: ' blossom irrigation for ', marked: false },
      { text: 'Coffee.', marked: true },
    ]);
  });

  it('decodes the entities of the escaped text, so React escapes it once', () => {
    expect(excerptParts('Soil &amp; water &lt;b&gt; &quot;NDVI&quot; &#39;map&#39; &#x20B9;750')).toEqual([{ text: 'Soil & water <b> "NDVI" \'map\' ₹750', marked: false }]);
  });

  it('never passes markup through: any other tag is dropped', () => {
    expect(excerptParts('<img src=x onerror=alert(1)>safe <mark><em>text</em></mark>')).toEqual([
      { text: 'safe ', marked: false },
      { text: 'text', marked: true },
    ]);
  });

  it('keeps Hindi text whole', () => {
    expect(excerptParts('<mark>मिट्टी</mark> की जाँच')).toEqual([
      { text: 'मिट्टी', marked: true },
      { text: ' की जाँच', marked: false },
    ]);
  });

  it('gives nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});
