/** The guide languages of the spec plus the console's quick-add languages; English is id 1. */
import type { NewLanguage } from '../../functions/src/data/index.js';

export const demoLanguages: NewLanguage[] = [
  { code: 'en', name: 'English', nativeName: 'English', isActive: true },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isActive: true },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা', isActive: true },
  // Hindi in Latin script mixed with English; no ISO code exists, and codes are 2-5 characters.
  { code: 'hi-en', name: 'Hinglish', nativeName: 'Hinglish', isActive: true },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ', isActive: true },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', isActive: true },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', isActive: true },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી', isActive: true },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം', isActive: true },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', isActive: true },
  { code: 'or', name: 'Odia', nativeName: 'ଓଡ଼ିଆ', isActive: true },
  { code: 'as', name: 'Assamese', nativeName: 'অসমীয়া', isActive: true },
];
