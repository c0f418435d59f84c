/**
 * Which requests are not people: their impressions and clicks are not counted (advertisers pay
 * for human attention). Judged from the User-Agent header with `isbot`, a maintained pattern list
 * (the role the IAB/ABC spiders-and-bots list plays for ad servers). It recognises, among others:
 *  - search and AI crawlers: Googlebot, AdsBot-Google, Mediapartners-Google, bingbot, YandexBot,
 *    Baiduspider, DuckDuckBot, Applebot, GPTBot, ClaudeBot, CCBot, PerplexityBot, Bytespider...
 *  - link previews: facebookexternalhit, WhatsApp, TelegramBot, Slackbot, Discordbot, Twitterbot,
 *    LinkedInBot (the apps' in-app browsers, such as "[LinkedInApp]", are people);
 *  - performance and uptime tools: Chrome-Lighthouse, PageSpeed, GTmetrix, Pingdom, UptimeRobot;
 *  - headless and automated browsers that say so: HeadlessChrome, PhantomJS, Playwright, Selenium;
 *  - HTTP libraries and command-line tools: curl, Wget, python-requests, Go-http-client, Java,
 *    okhttp, axios, node-fetch, undici and Node's bare "node", PostmanRuntime.
 * We add one rule: a request with no User-Agent, or one without a letter in it, is not a browser.
 *
 * This stops honest automation, not a forger (who can send a browser's User-Agent); the limits
 * per visitor and per client address are for that. Playwright's specs run with a desktop Chrome
 * User-Agent, as a person's browser would send.
 */
import { isbot } from 'isbot';

export function isAutomatedUserAgent(userAgent: string | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  return !/[a-z]/i.test(ua) || isbot(ua);
}
