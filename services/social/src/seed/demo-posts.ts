/** What the demo studios post: English and Nepali texts, some with a video (YouTube ids). */
export const DEMO_POST_TEXTS: { text: string; youtubeId?: string; picture?: boolean }[] = [
  { text: 'New series of Paubha paintings from our Patan studio, mineral pigments on cotton.', picture: true },
  { text: 'भक्तपुरको काठको झ्यालबाट प्रेरित नयाँ काष्ठकला। तपाईंलाई कस्तो लाग्यो?', picture: true },
  { text: 'Time-lapse of a thangka from the first sketch to the gold.', youtubeId: 'aqz-KE-bpKQ' },
  { text: 'Open studio this Saturday in Thamel: tea, sketches and a small print sale.' },
  { text: 'Morning light over Phewa lake, watercolour, 30 × 40 cm.', picture: true },
  { text: 'हिमालको बिहानी — तेल रङ, क्यानभासमा। प्रदर्शनी अर्को महिना।', picture: true },
  { text: 'Mixing natural pigments: lapis, malachite and cinnabar.', youtubeId: 'ScMzIvxBSi4' },
  { text: 'Thank you to everyone who came to the Kathmandu print fair!' },
  { text: 'A woodcut of Boudhanath, printed by hand on lokta paper.', picture: true },
  { text: 'Working on a large mandala commission — three weeks in, two to go.', picture: true },
  { text: 'नयाँ माटोका भाँडाहरू भट्टीबाट भर्खरै निस्किए।', picture: true },
  { text: 'Studio tour: where the brushes live and the cat sleeps.', youtubeId: 'jNQXAC9IVRw' },
  { text: 'Charcoal portrait study, one hour, from life.', picture: true },
  { text: 'Limited prints of "Himalayan Dawn" are now in the store.' },
  { text: 'Sketchbook pages from a trek to Langtang.', picture: true },
  { text: 'कला भनेको धैर्य हो। आजको काम: सानो थाङ्का, सुनको रेखा।' },
];

/** What demo buyers write under posts. */
export const DEMO_COMMENTS = [
  'Beautiful work!',
  'अति सुन्दर!',
  'Is this one for sale?',
  'The colours are amazing.',
  'See you on Saturday!',
];
