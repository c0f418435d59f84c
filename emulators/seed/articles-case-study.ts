/**
 * Demo content: case studies. Original writing for CryptoLekh's demo data. Facts are stated as
 * they were widely reported, with hedging where outcomes were still evolving. Nothing here is
 * financial, legal or tax advice.
 */
import type { SeedArticle } from './types.js';

export const caseStudyArticles: SeedArticle[] = [
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'ftx-collapse-2022',
    category: 'case-study',
    status: 'published',
    isFeatured: true,
    image: 'ftx-collapse-2022.svg',
    publishedDaysAgo: 142,
    views: 8740,
    shares: 512,
    translations: {
      en: {
        title: 'The Collapse of FTX: How a Crypto Giant Fell in Days',
        excerpt:
          'In November 2022 FTX went from one of the largest crypto exchanges to bankruptcy in about a week. We trace what happened and what ordinary users can learn.',
        metaDescription:
          'A case study of the FTX collapse in November 2022: the Alameda link, the bank run, the bankruptcy, and lessons on custody and proof of reserves for users.',
        content: `<p>In early November 2022, FTX was one of the best-known names in crypto. It had celebrity endorsements, a stadium naming deal and a founder, Sam Bankman-Fried, who was regularly invited to speak with lawmakers. By 11 November, FTX and more than a hundred affiliated companies had filed for bankruptcy protection in the United States. This case study looks at how that happened so quickly, and what ordinary users can take away from it.</p>
<h2>The relationship with Alameda Research</h2>
<p>FTX was founded in 2019. Its sister company, Alameda Research, was a trading firm also founded by Bankman-Fried. On 2 November 2022, the crypto news outlet CoinDesk reported that a large share of Alameda's balance sheet consisted of FTT, the token issued by FTX itself. That raised an uncomfortable question: if much of a trading firm's assets is a token created by its sister exchange, how much of that value is real, and how much would survive a sell-off?</p>
<h2>A classic bank run</h2>
<p>On 6 November, the chief executive of rival exchange Binance said it would sell its FTT holdings. Customers rushed to withdraw, reportedly billions of dollars' worth within days. An exchange that holds every customer's assets one-to-one can survive a rush of withdrawals, even if it is painful. FTX could not. Binance signed a non-binding letter of intent to acquire FTX on 8 November and walked away the next day after reviewing the company. On 11 November FTX filed for Chapter 11 bankruptcy, and Bankman-Fried resigned.</p>
<h2>What investigators found</h2>
<p>John J. Ray III, brought in as chief executive to run the bankruptcy, described a near-total absence of normal financial controls. Prosecutors later argued that customer deposits had been used by Alameda for trading, loans, investments and other spending. In November 2023 a New York jury convicted Bankman-Fried on seven counts of fraud and conspiracy, and in March 2024 he was sentenced to 25 years in prison; appeals can change details, so check current reporting. The bankruptcy estate has since recovered and sold many assets, and said creditors' allowed claims would be repaid based on their dollar value at the time of the bankruptcy, which is well below what many of those crypto holdings were later worth.</p>
<h2>Lessons for users</h2>
<ul>
<li><strong>Custody matters.</strong> Coins on an exchange are a claim on that exchange. If the exchange is insolvent, you become a creditor.</li>
<li><strong>Watch for conflicts of interest.</strong> An exchange closely tied to a trading firm, or propped up by its own token, carries risks that are hard to see from outside.</li>
<li><strong>Proof of reserves is a start, not a guarantee.</strong> A snapshot of assets means little without a credible view of liabilities.</li>
<li><strong>Big names are not due diligence.</strong> Sponsorships and famous investors did not protect FTX customers.</li>
</ul>
<blockquote>FTX did not fail because of a flaw in blockchain technology. It failed in one of the oldest ways financial firms fail: customer money was not where customers thought it was.</blockquote>
<p>This article is for education only and is not financial or legal advice.</p>`,
      },
      hi: {
        title: 'FTX का पतन: कुछ ही दिनों में कैसे ढहा एक क्रिप्टो दिग्गज',
        excerpt:
          'नवंबर 2022 में FTX दुनिया के सबसे बड़े क्रिप्टो एक्सचेंजों में से एक से लगभग एक हफ़्ते में दिवालिया हो गया। जानिए क्या हुआ और आम उपयोगकर्ता इससे क्या सीख सकते हैं।',
        metaDescription:
          'नवंबर 2022 में FTX के पतन का केस स्टडी: Alameda से रिश्ता, बैंक रन, दिवालियापन, और कस्टडी व प्रूफ़ ऑफ़ रिज़र्व पर उपयोगकर्ताओं के लिए ज़रूरी सबक।',
        content: `<p>नवंबर 2022 की शुरुआत में FTX क्रिप्टो की दुनिया के सबसे जाने-माने नामों में से एक था। उसके पास मशहूर हस्तियों के विज्ञापन थे, एक स्टेडियम पर उसका नाम था, और उसके संस्थापक सैम बैंकमैन-फ्रीड नीति-निर्माताओं से मिलते रहते थे। लेकिन 11 नवंबर तक FTX और उससे जुड़ी सौ से ज़्यादा कंपनियों ने अमेरिका में दिवालियापन सुरक्षा के लिए आवेदन कर दिया था।</p>
<h2>Alameda Research से रिश्ता</h2>
<p>FTX की स्थापना 2019 में हुई थी। उसकी सहयोगी ट्रेडिंग फ़र्म Alameda Research की स्थापना भी बैंकमैन-फ्रीड ने ही की थी। 2 नवंबर 2022 को CoinDesk ने रिपोर्ट किया कि Alameda की बैलेंस शीट का बड़ा हिस्सा FTT टोकन में था, जिसे ख़ुद FTX ने जारी किया था। सवाल उठा कि अगर किसी फ़र्म की संपत्ति का बड़ा हिस्सा उसकी सहयोगी कंपनी का टोकन हो, तो बिकवाली में उसका कितना मूल्य बचेगा?</p>
<h2>बैंक रन और दिवालियापन</h2>
<p>6 नवंबर को Binance ने अपने FTT टोकन बेचने की घोषणा की। ग्राहकों ने तेज़ी से पैसा निकालना शुरू किया, और FTX सबकी निकासी पूरी नहीं कर सका। 11 नवंबर को FTX ने Chapter 11 दिवालियापन के लिए आवेदन किया। नवंबर 2023 में न्यूयॉर्क की एक जूरी ने बैंकमैन-फ्रीड को धोखाधड़ी और साज़िश के सात आरोपों में दोषी पाया, और मार्च 2024 में उन्हें 25 साल की सज़ा सुनाई गई।</p>
<h2>उपयोगकर्ताओं के लिए सबक</h2>
<ul>
<li><strong>कस्टडी मायने रखती है:</strong> एक्सचेंज पर रखे कॉइन उस एक्सचेंज पर आपका दावा भर हैं।</li>
<li><strong>हितों के टकराव पर नज़र रखें:</strong> अपने ही टोकन पर टिकी कंपनियों का जोखिम बाहर से दिखता नहीं।</li>
<li><strong>बड़े नाम जाँच-पड़ताल का विकल्प नहीं हैं।</strong></li>
</ul>
<p>यह लेख केवल शिक्षा के लिए है, वित्तीय या कानूनी सलाह नहीं।</p>`,
      },
      bn: {
        title: 'FTX-এর পতন: কয়েক দিনেই কীভাবে ভেঙে পড়ল এক ক্রিপ্টো জায়ান্ট',
        excerpt:
          '২০২২ সালের নভেম্বরে FTX বিশ্বের অন্যতম বড় ক্রিপ্টো এক্সচেঞ্জ থেকে প্রায় এক সপ্তাহে দেউলিয়া হয়ে যায়। কী ঘটেছিল এবং সাধারণ ব্যবহারকারীরা কী শিখতে পারেন, তা দেখে নিন।',
        metaDescription:
          '২০২২ সালের নভেম্বরে FTX-এর পতনের কেস স্টাডি: Alameda-র সঙ্গে সম্পর্ক, ব্যাংক রান, দেউলিয়া প্রক্রিয়া এবং কাস্টডি ও প্রুফ অফ রিজার্ভ নিয়ে জরুরি শিক্ষা।',
        content: `<p>২০২২ সালের নভেম্বরের শুরুতে FTX ছিল ক্রিপ্টো জগতের সবচেয়ে পরিচিত নামগুলোর একটি। তারকাদের বিজ্ঞাপন, একটি স্টেডিয়ামের নামকরণ চুক্তি আর প্রতিষ্ঠাতা স্যাম ব্যাংকম্যান-ফ্রিডের রাজনৈতিক যোগাযোগ — সবই ছিল। কিন্তু ১১ নভেম্বরের মধ্যে FTX এবং তার সঙ্গে যুক্ত শতাধিক কোম্পানি যুক্তরাষ্ট্রে দেউলিয়া সুরক্ষার আবেদন করে।</p>
<h2>Alameda Research-এর সঙ্গে সম্পর্ক</h2>
<p>FTX প্রতিষ্ঠিত হয় ২০১৯ সালে। তার সহযোগী ট্রেডিং সংস্থা Alameda Research-ও ব্যাংকম্যান-ফ্রিডেরই প্রতিষ্ঠিত। ২ নভেম্বর ২০২২-এ CoinDesk জানায় যে Alameda-র সম্পদের বড় অংশই ছিল FTT টোকেন, যা FTX নিজেই ইস্যু করেছিল। প্রশ্ন ওঠে: বিক্রির চাপ এলে এই সম্পদের কতটা মূল্য টিকে থাকবে?</p>
<h2>ব্যাংক রান ও দেউলিয়া</h2>
<p>৬ নভেম্বর Binance তাদের FTT বিক্রি করার ঘোষণা দেয়। গ্রাহকেরা দ্রুত টাকা তুলতে শুরু করেন, আর FTX সবার উত্তোলন মেটাতে পারেনি। ১১ নভেম্বর FTX Chapter 11 দেউলিয়া আবেদন করে। ২০২৩ সালের নভেম্বরে নিউ ইয়র্কের এক জুরি ব্যাংকম্যান-ফ্রিডকে প্রতারণা ও ষড়যন্ত্রের সাতটি অভিযোগে দোষী সাব্যস্ত করে, এবং ২০২৪ সালের মার্চে তাঁকে ২৫ বছরের কারাদণ্ড দেওয়া হয়।</p>
<h2>ব্যবহারকারীদের জন্য শিক্ষা</h2>
<ul>
<li><strong>কাস্টডি গুরুত্বপূর্ণ:</strong> এক্সচেঞ্জে রাখা কয়েন আসলে সেই এক্সচেঞ্জের কাছে আপনার একটি দাবি মাত্র।</li>
<li><strong>স্বার্থের সংঘাতের দিকে নজর রাখুন:</strong> নিজের টোকেনের ওপর নির্ভরশীল প্রতিষ্ঠানের ঝুঁকি বাইরে থেকে বোঝা কঠিন।</li>
<li><strong>বড় নাম যাচাইয়ের বিকল্প নয়।</strong></li>
</ul>
<p>এই লেখাটি শুধুমাত্র শিক্ষামূলক, এটি আর্থিক বা আইনি পরামর্শ নয়।</p>`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'terra-luna-ust-depeg-2022',
    category: 'case-study',
    status: 'published',
    isFeatured: false,
    image: 'terra-luna-ust-depeg-2022.svg',
    publishedDaysAgo: 96,
    views: 6120,
    shares: 388,
    translations: {
      en: {
        title: 'Terra and UST: Anatomy of an Algorithmic Stablecoin Crash',
        excerpt:
          'In May 2022 the UST stablecoin lost its dollar peg and dragged LUNA down with it, erasing tens of billions in value. How the mechanism worked, and why it broke.',
        metaDescription:
          "Case study of the May 2022 Terra collapse: how UST's mint-and-burn peg with LUNA worked, why Anchor's yields mattered and what broke during the de-peg.",
        content: `<p>Stablecoins are supposed to be the calm corner of crypto. Most large ones, such as USDT and USDC, say they hold reserves of cash and short-term government debt to back each token. TerraUSD (UST) took a different route. It was an <strong>algorithmic stablecoin</strong>: its dollar peg relied on a market mechanism involving a second token, LUNA, rather than on a pool of dollars held at banks. In May 2022 that mechanism failed spectacularly.</p>
<p><img src="/media/seed/terra-luna-ust-depeg-2022.svg" alt="Illustration of the UST price line falling away from its one-dollar peg while a crescent moon represents LUNA"></p>
<h2>How the peg was meant to work</h2>
<p>The Terra protocol let anyone swap 1 UST for 1 dollar's worth of newly minted LUNA, and the reverse. If UST traded at 0.98 dollars, a trader could buy it cheaply, redeem it for 1 dollar of LUNA and keep the difference; burning UST in the process should push its price back up. The weakness was that this only works while people are willing to hold LUNA. If confidence in LUNA falls, redeeming UST creates more LUNA, which pushes LUNA lower, which reduces confidence further.</p>
<h2>The role of Anchor</h2>
<p>Much of the demand for UST came from Anchor Protocol, a lending platform on Terra that paid depositors close to 20% a year on UST. Yields that high, paid on a "stable" asset, attracted billions of dollars. Critics had questioned for months whether the yield was sustainable, since it was partly subsidised from reserves.</p>
<h2>The de-peg</h2>
<p>Around 7 to 9 May 2022, large amounts of UST were withdrawn from Anchor and sold, and UST slipped below one dollar. The Luna Foundation Guard, which had built up a bitcoin reserve to defend the peg, deployed much of it, but the selling continued. As holders redeemed UST for LUNA, LUNA's supply ballooned from under a billion tokens to several trillion within days, and its price fell from roughly 80 dollars at the start of the month to a tiny fraction of a cent. Commonly cited estimates put the combined loss in market value at around 40 billion dollars. The Terra blockchain was halted, a new chain was later launched, and the original was renamed Terra Classic.</p>
<h2>Aftermath and lessons</h2>
<p>The collapse spread to lenders and funds exposed to LUNA or UST, contributing to the failures of several crypto firms later in 2022. Terraform Labs co-founder Do Kwon was arrested in Montenegro in 2023 and later extradited to the United States to face fraud charges.</p>
<ul>
<li><strong>Ask what backs a stablecoin.</strong> A peg backed by another volatile token is only as strong as confidence in that token.</li>
<li><strong>High yield is a question, not an answer.</strong> Ask where the return actually comes from.</li>
<li><strong>Reflexive designs can unwind fast.</strong> Mechanisms that work smoothly in calm markets can accelerate a crash under stress.</li>
</ul>
<p>This article is educational and is not investment advice.</p>`,
      },
      hi: {
        title: 'टेरा और UST: एक एल्गोरिदमिक स्टेबलकॉइन के पतन की कहानी',
        excerpt:
          'मई 2022 में UST स्टेबलकॉइन डॉलर से अपना पेग खो बैठा और LUNA को भी साथ ले डूबा, जिससे दसियों अरब डॉलर का मूल्य मिट गया। जानिए यह तंत्र कैसे काम करता था और क्यों टूटा।',
        metaDescription:
          'मई 2022 में टेरा के पतन का केस स्टडी: LUNA के साथ UST का मिंट-और-बर्न तंत्र, Anchor की ऊँची ब्याज दर की भूमिका और डी-पेग के दौरान आख़िर क्या टूटा।',
        content: `<p>ज़्यादातर बड़े स्टेबलकॉइन, जैसे USDT और USDC, कहते हैं कि हर टोकन के पीछे नकद और अल्पकालिक सरकारी बॉन्ड जैसे रिज़र्व हैं। TerraUSD (UST) ने अलग रास्ता चुना। यह एक <strong>एल्गोरिदमिक स्टेबलकॉइन</strong> था, जिसका डॉलर पेग बैंकों में रखे डॉलर पर नहीं, बल्कि LUNA नाम के दूसरे टोकन से जुड़े बाज़ार तंत्र पर टिका था।</p>
<h2>पेग कैसे काम करना था</h2>
<p>टेरा प्रोटोकॉल पर कोई भी 1 UST देकर 1 डॉलर मूल्य के नए LUNA ले सकता था, और इसका उल्टा भी। अगर UST 0.98 डॉलर पर बिकता, तो ट्रेडर उसे सस्ते में ख़रीदकर 1 डॉलर के LUNA में बदल सकता था। कमज़ोरी यह थी कि यह तभी चलता है जब लोग LUNA रखने को तैयार हों। भरोसा घटे तो ज़्यादा LUNA बनता है, उसकी क़ीमत और गिरती है, और भरोसा और घटता है।</p>
<h2>डी-पेग</h2>
<p>UST की माँग का बड़ा हिस्सा Anchor Protocol से आता था, जो UST जमा पर लगभग 20% सालाना ब्याज देता था। 7 से 9 मई 2022 के आसपास Anchor से भारी मात्रा में UST निकाला और बेचा गया, और UST एक डॉलर से नीचे फिसल गया। कुछ ही दिनों में LUNA की आपूर्ति एक अरब से कम से बढ़कर खरबों में पहुँच गई और उसकी क़ीमत लगभग 80 डॉलर से गिरकर एक सेंट के छोटे से हिस्से तक आ गई। आम अनुमानों के अनुसार दोनों टोकनों का लगभग 40 अरब डॉलर का बाज़ार मूल्य मिट गया।</p>
<h2>सबक</h2>
<ul>
<li><strong>पूछिए कि स्टेबलकॉइन के पीछे क्या है।</strong> किसी दूसरे अस्थिर टोकन पर टिका पेग उतना ही मज़बूत है जितना उस टोकन पर भरोसा।</li>
<li><strong>ऊँचा रिटर्न एक सवाल है, जवाब नहीं।</strong> पूछिए कि कमाई आ कहाँ से रही है।</li>
</ul>
<p>यह लेख केवल शैक्षिक है, निवेश सलाह नहीं।</p>`,
      },
      bn: {
        title: 'টেরা ও UST: একটি অ্যালগরিদমিক স্টেবলকয়েনের পতনের গল্প',
        excerpt:
          '২০২২ সালের মে মাসে UST স্টেবলকয়েন ডলারের সঙ্গে তার পেগ হারায় এবং LUNA-কেও সঙ্গে নিয়ে ডোবে। এই ব্যবস্থা কীভাবে কাজ করত আর কেন ভেঙে পড়ল, জেনে নিন।',
        metaDescription:
          '২০২২ সালের মে মাসে টেরার পতনের কেস স্টাডি: LUNA-র সঙ্গে UST-এর মিন্ট-ও-বার্ন ব্যবস্থা, Anchor-এর উচ্চ সুদের ভূমিকা এবং ডি-পেগের সময় কী ভেঙে পড়েছিল।',
        content: `<p>USDT বা USDC-র মতো বড় স্টেবলকয়েনগুলো দাবি করে যে প্রতিটি টোকেনের পেছনে নগদ অর্থ ও স্বল্পমেয়াদি সরকারি বন্ডের মতো রিজার্ভ আছে। TerraUSD (UST) ভিন্ন পথে হেঁটেছিল। এটি ছিল একটি <strong>অ্যালগরিদমিক স্টেবলকয়েন</strong>, যার ডলার-পেগ ব্যাংকে রাখা ডলারের ওপর নয়, বরং LUNA নামের আরেকটি টোকেনের সঙ্গে যুক্ত বাজার-ব্যবস্থার ওপর নির্ভর করত।</p>
<h2>পেগ কীভাবে কাজ করার কথা ছিল</h2>
<p>টেরা প্রোটোকলে যে কেউ ১ UST দিয়ে ১ ডলার মূল্যের নতুন LUNA নিতে পারতেন, আর উল্টোটাও সম্ভব ছিল। দুর্বলতা ছিল এখানেই: মানুষ LUNA ধরে রাখতে রাজি থাকলেই কেবল এটি কাজ করে। আস্থা কমলে আরও LUNA তৈরি হয়, তার দাম আরও পড়ে, আর আস্থা আরও কমে যায়।</p>
<h2>ডি-পেগ</h2>
<p>UST-এর চাহিদার বড় অংশ আসত Anchor Protocol থেকে, যা UST জমায় প্রায় ২০% বার্ষিক সুদ দিত। ২০২২ সালের ৭ থেকে ৯ মে-র মধ্যে Anchor থেকে বিপুল পরিমাণ UST তুলে বিক্রি করা হয় এবং UST এক ডলারের নিচে নেমে যায়। কয়েক দিনের মধ্যে LUNA-র সরবরাহ একশো কোটির কম থেকে কয়েক লক্ষ কোটিতে পৌঁছায়, আর দাম প্রায় ৮০ ডলার থেকে এক সেন্টের ক্ষুদ্র ভগ্নাংশে নেমে আসে। প্রচলিত হিসাব অনুযায়ী দুই টোকেন মিলিয়ে প্রায় ৪০ বিলিয়ন ডলারের বাজারমূল্য মুছে যায়।</p>
<h2>শিক্ষা</h2>
<ul>
<li><strong>জিজ্ঞেস করুন স্টেবলকয়েনের পেছনে কী আছে।</strong> অন্য একটি অস্থির টোকেনের ওপর দাঁড়ানো পেগ সেই টোকেনের প্রতি আস্থার মতোই দুর্বল।</li>
<li><strong>উচ্চ রিটার্ন একটি প্রশ্ন, উত্তর নয়।</strong> আয় আসছে কোথা থেকে, তা বুঝে নিন।</li>
</ul>
<p>এই লেখাটি শুধুমাত্র শিক্ষামূলক, বিনিয়োগ পরামর্শ নয়।</p>`,
      },
      kn: {
        title: 'ಟೆರಾ ಮತ್ತು UST: ಅಲ್ಗಾರಿದಮಿಕ್ ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್ ಕುಸಿತದ ಕಥೆ',
        excerpt:
          '2022ರ ಮೇ ತಿಂಗಳಲ್ಲಿ UST ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್ ಡಾಲರ್ ಜೊತೆಗಿನ ತನ್ನ ಪೆಗ್ ಕಳೆದುಕೊಂಡು LUNA ಅನ್ನೂ ಕೆಳಗೆಳೆಯಿತು. ಈ ವ್ಯವಸ್ಥೆ ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತಿತ್ತು, ಏಕೆ ಮುರಿದುಬಿತ್ತು ಎಂದು ತಿಳಿಯಿರಿ.',
        metaDescription:
          '2022ರ ಮೇ ತಿಂಗಳ ಟೆರಾ ಕುಸಿತದ ಕೇಸ್ ಸ್ಟಡಿ: LUNA ಜೊತೆ UST ಪೆಗ್ ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತಿತ್ತು, Anchor ಬಡ್ಡಿಯ ಪಾತ್ರ ಏನು ಮತ್ತು ಡಿ-ಪೆಗ್ ವೇಳೆ ನಿಜವಾಗಿ ಏನು ಮುರಿದುಬಿತ್ತು.',
        content: `<p>USDT ಮತ್ತು USDC ಯಂತಹ ದೊಡ್ಡ ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್‌ಗಳು ಪ್ರತಿಯೊಂದು ಟೋಕನ್‌ನ ಹಿಂದೆ ನಗದು ಮತ್ತು ಅಲ್ಪಾವಧಿ ಸರ್ಕಾರಿ ಬಾಂಡ್‌ಗಳಂತಹ ಮೀಸಲು ಇದೆ ಎಂದು ಹೇಳುತ್ತವೆ. TerraUSD (UST) ಬೇರೆ ದಾರಿ ಹಿಡಿಯಿತು. ಅದು ಒಂದು <strong>ಅಲ್ಗಾರಿದಮಿಕ್ ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್</strong> ಆಗಿತ್ತು; ಅದರ ಡಾಲರ್ ಪೆಗ್ ಬ್ಯಾಂಕ್‌ಗಳಲ್ಲಿರುವ ಡಾಲರ್‌ಗಳ ಮೇಲೆ ಅಲ್ಲ, LUNA ಎಂಬ ಇನ್ನೊಂದು ಟೋಕನ್‌ಗೆ ಸಂಬಂಧಿಸಿದ ಮಾರುಕಟ್ಟೆ ವ್ಯವಸ್ಥೆಯ ಮೇಲೆ ನಿಂತಿತ್ತು.</p>
<h2>ಪೆಗ್ ಹೇಗೆ ಕೆಲಸ ಮಾಡಬೇಕಿತ್ತು</h2>
<p>ಟೆರಾ ಪ್ರೋಟೋಕಾಲ್‌ನಲ್ಲಿ ಯಾರಾದರೂ 1 UST ಕೊಟ್ಟು 1 ಡಾಲರ್ ಮೌಲ್ಯದ ಹೊಸ LUNA ಪಡೆಯಬಹುದಿತ್ತು, ಮತ್ತು ಅದರ ವಿರುದ್ಧವೂ ಸಾಧ್ಯವಿತ್ತು. ಜನರು LUNA ಇಟ್ಟುಕೊಳ್ಳಲು ಸಿದ್ಧರಿರುವವರೆಗೆ ಮಾತ್ರ ಇದು ಕೆಲಸ ಮಾಡುತ್ತದೆ. ನಂಬಿಕೆ ಕುಸಿದರೆ ಹೆಚ್ಚು LUNA ಸೃಷ್ಟಿಯಾಗುತ್ತದೆ, ಅದರ ಬೆಲೆ ಇನ್ನಷ್ಟು ಇಳಿಯುತ್ತದೆ, ನಂಬಿಕೆ ಮತ್ತಷ್ಟು ಕುಸಿಯುತ್ತದೆ.</p>
<h2>ಡಿ-ಪೆಗ್</h2>
<p>UST ಬೇಡಿಕೆಯ ಬಹುಪಾಲು Anchor Protocol ನಿಂದ ಬರುತ್ತಿತ್ತು; ಅದು UST ಠೇವಣಿಗೆ ವರ್ಷಕ್ಕೆ ಸುಮಾರು 20% ಬಡ್ಡಿ ನೀಡುತ್ತಿತ್ತು. 2022ರ ಮೇ 7 ರಿಂದ 9ರ ಸುಮಾರಿಗೆ Anchor ನಿಂದ ಭಾರೀ ಪ್ರಮಾಣದ UST ಹಿಂಪಡೆದು ಮಾರಾಟ ಮಾಡಲಾಯಿತು, ಮತ್ತು UST ಒಂದು ಡಾಲರ್‌ಗಿಂತ ಕೆಳಗೆ ಜಾರಿತು. ಕೆಲವೇ ದಿನಗಳಲ್ಲಿ LUNA ಬೆಲೆ ಸುಮಾರು 80 ಡಾಲರ್‌ನಿಂದ ಒಂದು ಸೆಂಟ್‌ನ ಅತಿ ಸಣ್ಣ ಭಾಗಕ್ಕೆ ಕುಸಿಯಿತು. ಸಾಮಾನ್ಯ ಅಂದಾಜಿನ ಪ್ರಕಾರ ಎರಡೂ ಟೋಕನ್‌ಗಳ ಸುಮಾರು 40 ಬಿಲಿಯನ್ ಡಾಲರ್ ಮಾರುಕಟ್ಟೆ ಮೌಲ್ಯ ಅಳಿಸಿಹೋಯಿತು.</p>
<p><strong>ಪಾಠ:</strong> ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್‌ನ ಹಿಂದೆ ಏನಿದೆ ಎಂದು ಕೇಳಿ, ಮತ್ತು ಹೆಚ್ಚಿನ ಆದಾಯ ಎಲ್ಲಿಂದ ಬರುತ್ತಿದೆ ಎಂಬುದನ್ನು ಅರ್ಥಮಾಡಿಕೊಳ್ಳಿ. ಈ ಲೇಖನ ಶೈಕ್ಷಣಿಕ ಉದ್ದೇಶಕ್ಕೆ ಮಾತ್ರ, ಹೂಡಿಕೆ ಸಲಹೆ ಅಲ್ಲ.</p>`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'mt-gox-bitcoin-exchange-collapse',
    category: 'case-study',
    status: 'published',
    isFeatured: false,
    publishedDaysAgo: 187,
    views: 2315,
    shares: 97,
    translations: {
      en: {
        title: 'Mt. Gox: The Exchange Collapse That Shaped Early Bitcoin',
        excerpt:
          'Once the dominant bitcoin exchange, Tokyo-based Mt. Gox halted withdrawals in 2014 and lost hundreds of thousands of bitcoin. Creditors waited a decade to be repaid.',
        metaDescription:
          'How Mt. Gox went from handling most bitcoin trades to bankruptcy in 2014, why about 850,000 BTC went missing, and what its long repayment saga teaches.',
        content: `<p>For a few years early in bitcoin's history, buying bitcoin often meant using Mt. Gox. By many accounts the Tokyo-based exchange handled the majority of global bitcoin trading volume around 2013. In February 2014 it halted withdrawals, and within weeks it had filed for bankruptcy. Its story still shapes how the industry thinks about exchange security.</p>
<h2>From card games to bitcoin</h2>
<p>The name came from "Magic: The Gathering Online eXchange", a trading-card website idea from developer Jed McCaleb. He repurposed the site as a bitcoin exchange in 2010 and sold it to Mark Karpelès in 2011. Mt. Gox grew quickly as bitcoin grew, but according to many later accounts its internal systems, code review and accounting did not keep pace.</p>
<h2>The collapse</h2>
<p>In early 2014 users reported long delays in withdrawals. Mt. Gox stopped withdrawals in February, pointing to a bitcoin quirk called transaction malleability. Shortly afterwards it said around 850,000 bitcoin, roughly 750,000 of them belonging to customers, were missing, and it sought bankruptcy protection in Tokyo. It later said it had found about 200,000 bitcoin in an old wallet. Subsequent investigations suggested that funds had been leaking from its hot wallets through theft over several years, unnoticed because the books were not properly reconciled against the blockchain.</p>
<h2>A decade-long recovery</h2>
<p>In 2018 a Tokyo court moved the case from bankruptcy into civil rehabilitation, a change that allowed creditors to be repaid partly in bitcoin rather than only in yen at 2014 values. After years of claim processing, repayments began in 2024, roughly ten years after the collapse. Karpelès was convicted in Japan in 2019 of manipulating records but acquitted of embezzlement, and a Russian national was separately charged in the United States in connection with laundering funds linked to the theft.</p>
<h2>What Mt. Gox teaches</h2>
<ul>
<li><strong>Reconciliation is security.</strong> Thefts that run for years usually mean nobody is checking that on-chain balances match the ledger.</li>
<li><strong>Cold storage should hold most funds.</strong> Hot wallets are convenient, and exposed.</li>
<li><strong>Insolvency takes a long time.</strong> Even when assets are recovered, legal processes can keep money locked up for years.</li>
</ul>
<blockquote>Many of today's norms, from proof-of-reserves reports to cold-storage requirements in some jurisdictions, can be traced back to lessons from Mt. Gox.</blockquote>
<p>This article is for education only and is not financial advice.</p>`,
      },
      hi: {
        title: 'Mt. Gox: वह एक्सचेंज जिसके पतन ने शुरुआती बिटकॉइन को बदला',
        excerpt:
          'कभी सबसे बड़ा बिटकॉइन एक्सचेंज रहा टोक्यो का Mt. Gox 2014 में निकासी रोककर लाखों बिटकॉइन गँवा बैठा। उसके लेनदारों को भुगतान के लिए लगभग दस साल इंतज़ार करना पड़ा।',
        metaDescription:
          'Mt. Gox कैसे बिटकॉइन ट्रेडिंग के बड़े हिस्से से 2014 में दिवालियापन तक पहुँचा, लगभग 8.5 लाख BTC कैसे ग़ायब हुए और लंबी भुगतान प्रक्रिया क्या सिखाती है।',
        content: `<p>बिटकॉइन के शुरुआती वर्षों में बिटकॉइन ख़रीदने का मतलब अक्सर Mt. Gox का इस्तेमाल करना था। कई अनुमानों के अनुसार 2013 के आसपास दुनिया की अधिकांश बिटकॉइन ट्रेडिंग इसी टोक्यो स्थित एक्सचेंज पर होती थी। फ़रवरी 2014 में इसने निकासी रोक दी और कुछ ही हफ़्तों में दिवालियापन के लिए आवेदन कर दिया।</p>
<h2>पतन</h2>
<p>Mt. Gox ने "ट्रांज़ैक्शन मैलिएबिलिटी" नाम की एक तकनीकी खामी को वजह बताया। फिर उसने कहा कि लगभग 8,50,000 बिटकॉइन ग़ायब हैं, जिनमें से क़रीब 7,50,000 ग्राहकों के थे। बाद में उसे एक पुराने वॉलेट में लगभग 2,00,000 बिटकॉइन मिले। बाद की जाँचों से संकेत मिला कि कई वर्षों से हॉट वॉलेट से चोरी हो रही थी, जो इसलिए पकड़ी नहीं गई क्योंकि खातों का ब्लॉकचेन से ठीक से मिलान नहीं होता था।</p>
<h2>दस साल लंबी वसूली</h2>
<p>2018 में टोक्यो की अदालत ने मामले को दिवालियापन से "सिविल रिहैबिलिटेशन" में बदल दिया, जिससे लेनदारों को कुछ हिस्सा बिटकॉइन में लौटाना संभव हुआ। भुगतान आख़िरकार 2024 में शुरू हुए, यानी पतन के लगभग दस साल बाद।</p>
<h2>सबक</h2>
<ul>
<li><strong>मिलान ही सुरक्षा है:</strong> ऑन-चेन बैलेंस और बही-खाते का नियमित मिलान ज़रूरी है।</li>
<li><strong>ज़्यादातर फ़ंड कोल्ड स्टोरेज में होने चाहिए।</strong></li>
<li><strong>दिवालियापन की प्रक्रिया बरसों चल सकती है।</strong></li>
</ul>
<p>यह लेख केवल शिक्षा के लिए है, वित्तीय सलाह नहीं।</p>`,
      },
      bn: {
        title: 'Mt. Gox: যে এক্সচেঞ্জের পতন বদলে দিয়েছিল প্রথম যুগের বিটকয়েন',
        excerpt:
          'একসময়ের সবচেয়ে বড় বিটকয়েন এক্সচেঞ্জ টোকিওর Mt. Gox ২০১৪ সালে উত্তোলন বন্ধ করে লক্ষ লক্ষ বিটকয়েন হারায়। পাওনাদারদের টাকা ফেরত পেতে প্রায় এক দশক অপেক্ষা করতে হয়।',
        metaDescription:
          'Mt. Gox কীভাবে বিটকয়েন লেনদেনের বড় অংশ থেকে ২০১৪ সালে দেউলিয়া হলো, প্রায় ৮.৫ লক্ষ BTC কীভাবে উধাও হলো এবং দীর্ঘ অর্থ-ফেরত প্রক্রিয়ার শিক্ষা কী।',
        content: `<p>বিটকয়েনের প্রথম দিকের বছরগুলোতে বিটকয়েন কেনা মানেই প্রায়ই ছিল Mt. Gox ব্যবহার করা। অনেক হিসাব অনুযায়ী ২০১৩ সালের দিকে বিশ্বের বেশিরভাগ বিটকয়েন লেনদেন হতো টোকিওর এই এক্সচেঞ্জে। ২০১৪ সালের ফেব্রুয়ারিতে এটি উত্তোলন বন্ধ করে দেয় এবং কয়েক সপ্তাহের মধ্যে দেউলিয়া আবেদন করে।</p>
<h2>পতন</h2>
<p>Mt. Gox "ট্রানজ্যাকশন ম্যালিয়েবিলিটি" নামের একটি প্রযুক্তিগত ত্রুটিকে কারণ হিসেবে দেখায়। এরপর জানায় প্রায় ৮,৫০,০০০ বিটকয়েন নিখোঁজ, যার প্রায় ৭,৫০,০০০ ছিল গ্রাহকদের। পরে একটি পুরোনো ওয়ালেটে প্রায় ২,০০,০০০ বিটকয়েন পাওয়া যায়। পরবর্তী তদন্তে ইঙ্গিত মেলে যে বহু বছর ধরে হট ওয়ালেট থেকে চুরি চলছিল, যা ধরা পড়েনি কারণ হিসাবের সঙ্গে ব্লকচেইনের নিয়মিত মিলান হতো না।</p>
<h2>এক দশকের অপেক্ষা</h2>
<p>২০১৮ সালে টোকিওর আদালত মামলাটিকে দেউলিয়া প্রক্রিয়া থেকে "সিভিল রিহ্যাবিলিটেশন"-এ রূপান্তর করে, ফলে পাওনাদারদের একাংশ বিটকয়েনে ফেরত দেওয়া সম্ভব হয়। অবশেষে ২০২৪ সালে অর্থ ফেরত শুরু হয়, পতনের প্রায় দশ বছর পর।</p>
<h2>শিক্ষা</h2>
<ul>
<li><strong>হিসাব মেলানোই নিরাপত্তা:</strong> অন-চেইন ব্যালান্স ও খাতার নিয়মিত মিলান জরুরি।</li>
<li><strong>বেশিরভাগ তহবিল কোল্ড স্টোরেজে রাখা উচিত।</strong></li>
<li><strong>দেউলিয়া প্রক্রিয়া বহু বছর চলতে পারে।</strong></li>
</ul>
<p>এই লেখাটি শুধুমাত্র শিক্ষামূলক, আর্থিক পরামর্শ নয়।</p>`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'ronin-bridge-hack-2022',
    category: 'case-study',
    status: 'published',
    isFeatured: false,
    // Given by URL, as an editor may paste one: no stored size (the reader reserves its space anyway).
    imageUrl: '/media/seed/ronin-bridge-hack-2022.svg',
    publishedDaysAgo: 58,
    views: 1890,
    shares: 143,
    translations: {
      en: {
        title: 'The Ronin Bridge Hack: $600 Million and Five Stolen Keys',
        excerpt:
          'In March 2022 attackers took about $600 million from the bridge behind Axie Infinity by controlling five of its nine validator keys. A look at what went wrong.',
        metaDescription:
          'Case study of the March 2022 Ronin bridge hack: how attackers gained five of nine validator keys, why it went unnoticed for six days, and the security lessons.',
        content: `<p>Ronin is a blockchain built by Sky Mavis, the studio behind the play-to-earn game Axie Infinity. To move assets between Ethereum and Ronin, players used the Ronin bridge. On 23 March 2022, an attacker withdrew about 173,600 ETH and 25.5 million USDC from that bridge, worth roughly 600 million dollars at the time. It was one of the largest thefts in the history of crypto, and nobody noticed for six days.</p>
<h2>How the bridge was secured</h2>
<p>Withdrawals from the bridge needed signatures from five of nine validators. That sounds robust, but four of the nine keys were held by Sky Mavis itself. In late 2021, during a surge in user activity, the Axie DAO had also allowed Sky Mavis to sign transactions on its behalf to ease the load. That arrangement ended in December 2021, but the access was reportedly never revoked.</p>
<h2>The attack</h2>
<p>According to Sky Mavis's post-mortem and later reporting, the attacker got into Sky Mavis systems, reportedly through a social-engineering approach involving a fake job offer sent to an employee. With four Sky Mavis keys plus the leftover permission to sign for the Axie DAO validator, the attacker had the five signatures needed. The theft was discovered on 29 March, when a user was unable to withdraw 5,000 ETH. In April 2022 the US Treasury and the FBI attributed the attack to the Lazarus Group, a hacking group linked to North Korea.</p>
<h2>Response</h2>
<p>Sky Mavis raised 150 million dollars in a funding round led by Binance and used it, together with its own balance sheet, to reimburse affected users. The bridge reopened in June 2022 with more validators and a revised security setup. Some of the stolen funds were later traced and frozen, but much of the rest was laundered through mixers and other services.</p>
<h2>Lessons</h2>
<ul>
<li><strong>Count real independence, not key numbers.</strong> Five-of-nine means little if one organisation controls, or can reach, five keys.</li>
<li><strong>Revoke temporary permissions.</strong> Emergency access that is never removed becomes permanent attack surface.</li>
<li><strong>Monitor large outflows.</strong> A six-day detection gap suggests alerts on unusual withdrawals were missing.</li>
<li><strong>People are part of the attack surface.</strong> Social engineering remains one of the most effective ways into technical systems.</li>
</ul>
<p>This article is educational and does not recommend any project or token.</p>`,
      },
      hi: {
        title: 'रोनिन ब्रिज हैक: 60 करोड़ डॉलर और पाँच चुराई गई चाबियाँ',
        excerpt:
          'मार्च 2022 में हमलावरों ने Axie Infinity के पीछे के ब्रिज से लगभग 60 करोड़ डॉलर निकाल लिए, क्योंकि नौ में से पाँच वैलिडेटर चाबियाँ उनके कब्ज़े में थीं। जानिए क्या गलत हुआ।',
        metaDescription:
          'मार्च 2022 के रोनिन ब्रिज हैक का केस स्टडी: हमलावरों ने नौ में से पाँच वैलिडेटर चाबियाँ कैसे हासिल कीं, छह दिन तक पता क्यों नहीं चला और सुरक्षा के सबक।',
        content: `<p>Ronin एक ब्लॉकचेन है जिसे Sky Mavis ने बनाया, वही स्टूडियो जिसने गेम Axie Infinity बनाया। Ethereum और Ronin के बीच संपत्ति ले जाने के लिए खिलाड़ी Ronin ब्रिज का उपयोग करते थे। 23 मार्च 2022 को एक हमलावर ने इस ब्रिज से लगभग 1,73,600 ETH और 2.55 करोड़ USDC निकाल लिए, जिनकी तब क़ीमत क़रीब 60 करोड़ डॉलर थी। छह दिन तक किसी को पता नहीं चला।</p>
<h2>कमज़ोरी कहाँ थी</h2>
<p>ब्रिज से निकासी के लिए नौ में से पाँच वैलिडेटरों के हस्ताक्षर चाहिए थे। लेकिन नौ में से चार चाबियाँ ख़ुद Sky Mavis के पास थीं। 2021 के अंत में Axie DAO ने भी Sky Mavis को अपनी ओर से हस्ताक्षर करने की अनुमति दी थी, और रिपोर्टों के अनुसार यह अनुमति कभी वापस नहीं ली गई। बताया जाता है कि नकली नौकरी के प्रस्ताव के ज़रिए एक कर्मचारी को निशाना बनाकर हमलावर Sky Mavis के सिस्टम तक पहुँचा। अप्रैल 2022 में अमेरिकी ट्रेज़री और FBI ने इस हमले को उत्तर कोरिया से जुड़े Lazarus Group से जोड़ा।</p>
<h2>सबक</h2>
<ul>
<li><strong>चाबियों की संख्या नहीं, असली स्वतंत्रता गिनिए।</strong></li>
<li><strong>अस्थायी अनुमतियाँ समय पर वापस लीजिए।</strong></li>
<li><strong>बड़ी निकासी पर निगरानी और अलर्ट रखिए।</strong></li>
<li><strong>लोग भी हमले का रास्ता हैं:</strong> सोशल इंजीनियरिंग से सावधान रहें।</li>
</ul>
<p>Sky Mavis ने Binance के नेतृत्व में 15 करोड़ डॉलर जुटाकर प्रभावित उपयोगकर्ताओं की भरपाई की, और जून 2022 में ब्रिज अधिक वैलिडेटरों के साथ फिर खुला। यह लेख शैक्षिक है, किसी प्रोजेक्ट या टोकन की सिफ़ारिश नहीं।</p>`,
      },
      bn: {
        title: 'রোনিন ব্রিজ হ্যাক: ৬০ কোটি ডলার আর চুরি যাওয়া পাঁচটি চাবি',
        excerpt:
          '২০২২ সালের মার্চে হামলাকারীরা Axie Infinity-র পেছনের ব্রিজ থেকে প্রায় ৬০ কোটি ডলার সরিয়ে নেয়, কারণ নয়টির মধ্যে পাঁচটি ভ্যালিডেটর চাবি তাদের নিয়ন্ত্রণে ছিল।',
        metaDescription:
          '২০২২ সালের রোনিন ব্রিজ হ্যাকের কেস স্টাডি: হামলাকারীরা কীভাবে নয়টির মধ্যে পাঁচটি ভ্যালিডেটর চাবি পেল, ছয় দিন কেন কেউ টের পায়নি এবং নিরাপত্তার শিক্ষা।',
        content: `<p>Ronin হলো Sky Mavis-এর তৈরি একটি ব্লকচেইন; এই স্টুডিওই জনপ্রিয় গেম Axie Infinity বানিয়েছে। Ethereum ও Ronin-এর মধ্যে সম্পদ আদান-প্রদানের জন্য খেলোয়াড়েরা Ronin ব্রিজ ব্যবহার করতেন। ২৩ মার্চ ২০২২-এ এক হামলাকারী এই ব্রিজ থেকে প্রায় ১,৭৩,৬০০ ETH এবং ২.৫৫ কোটি USDC তুলে নেয়, যার তৎকালীন মূল্য ছিল প্রায় ৬০ কোটি ডলার। ছয় দিন পর্যন্ত কেউ বিষয়টি টের পায়নি।</p>
<h2>দুর্বলতা কোথায় ছিল</h2>
<p>ব্রিজ থেকে উত্তোলনের জন্য নয়জন ভ্যালিডেটরের মধ্যে পাঁচজনের স্বাক্ষর লাগত। কিন্তু নয়টির মধ্যে চারটি চাবিই ছিল Sky Mavis-এর হাতে। ২০২১ সালের শেষে Axie DAO-ও Sky Mavis-কে তাদের হয়ে স্বাক্ষর করার অনুমতি দেয়, যা পরে প্রত্যাহার করা হয়নি বলে জানা যায়। প্রতিবেদন অনুযায়ী ভুয়া চাকরির প্রস্তাবের মাধ্যমে এক কর্মীকে লক্ষ্য করে হামলাকারী সিস্টেমে ঢোকে। ২০২২ সালের এপ্রিলে মার্কিন ট্রেজারি ও FBI এই হামলার জন্য উত্তর কোরিয়ার সঙ্গে যুক্ত Lazarus Group-কে দায়ী করে।</p>
<h2>শিক্ষা</h2>
<ul>
<li><strong>চাবির সংখ্যা নয়, প্রকৃত স্বাধীনতা গুনুন।</strong></li>
<li><strong>অস্থায়ী অনুমতি সময়মতো প্রত্যাহার করুন।</strong></li>
<li><strong>বড় অঙ্কের উত্তোলনে নজরদারি ও সতর্কবার্তা রাখুন।</strong></li>
<li><strong>মানুষও আক্রমণের পথ:</strong> সোশ্যাল ইঞ্জিনিয়ারিং থেকে সাবধান থাকুন।</li>
</ul>
<p>এই লেখাটি শিক্ষামূলক, কোনো প্রকল্প বা টোকেনের সুপারিশ নয়।</p>`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'el-salvador-bitcoin-law',
    category: 'case-study',
    status: 'published',
    isFeatured: false,
    publishedDaysAgo: 33,
    views: 3470,
    shares: 265,
    translations: {
      en: {
        title: "El Salvador's Bitcoin Law: A Bold National Experiment",
        excerpt:
          'In 2021 El Salvador became the first country to make bitcoin legal tender. Years later the results look mixed and the law has been scaled back. What happened?',
        metaDescription:
          "El Salvador's 2021 Bitcoin Law made bitcoin legal tender. We look at the Chivo wallet, adoption data, the IMF talks and the 2025 changes to the law in context.",
        content: `<p>In June 2021 El Salvador's Legislative Assembly passed a law, championed by President Nayib Bukele, that made bitcoin legal tender alongside the US dollar, which the country has used since 2001. The law took effect on 7 September 2021. No country had tried anything like it, and the experiment has been watched closely ever since.</p>
<h2>What the law did</h2>
<p>The original Bitcoin Law said businesses had to accept bitcoin as payment when offered, with exceptions for those without access to the technology. The government launched a state-backed wallet called Chivo, offered every adult citizen who signed up the equivalent of 30 dollars in bitcoin, and installed Chivo ATMs. Supporters argued bitcoin could lower the cost of remittances, which make up a large share of the economy, and bring unbanked people into the financial system.</p>
<h2>Adoption in practice</h2>
<p>Millions of people downloaded Chivo, many of them to collect the bonus. Surveys by independent researchers in the following years suggested that regular everyday use stayed limited, and that most remittances continued to arrive through traditional channels. Some users also reported technical problems and identity-theft concerns during the launch. Bitcoin-related tourism and the country's global profile did grow, and the government promoted projects such as a proposed "Bitcoin City" and bitcoin-linked bonds, though these moved slowly.</p>
<h2>The state's bitcoin holdings</h2>
<p>The government bought bitcoin for its treasury, and from late 2022 publicly committed to buying one bitcoin a day. The value of those holdings swung sharply with the market, and critics, including international lenders, raised concerns about transparency and fiscal risk.</p>
<h2>Scaling back</h2>
<p>The International Monetary Fund repeatedly urged El Salvador to narrow the law's scope. In December 2024 the IMF and El Salvador reached a staff-level agreement on a loan programme of about 1.4 billion dollars, and in January 2025 lawmakers amended the law so that accepting bitcoin became voluntary for private businesses. Reports also indicated that the state's role in Chivo would be wound down. Details continued to evolve, so readers should check current sources.</p>
<h2>Takeaways</h2>
<ul>
<li><strong>Technology alone does not create adoption.</strong> Incentives, trust, usability and education all matter.</li>
<li><strong>Volatility is a real cost</strong> for households living close to the edge, even when a currency is legally recognised.</li>
<li><strong>National decisions interact with global finance.</strong> Access to international lenders shaped how far the experiment could go.</li>
</ul>
<p>This case study is for education. It takes no political position and is not financial advice.</p>`,
      },
      hi: {
        title: 'अल साल्वाडोर का बिटकॉइन क़ानून: एक साहसी राष्ट्रीय प्रयोग',
        excerpt:
          '2021 में अल साल्वाडोर बिटकॉइन को वैध मुद्रा बनाने वाला पहला देश बना। कुछ साल बाद नतीजे मिले-जुले हैं और क़ानून का दायरा घटा दिया गया है। आख़िर हुआ क्या?',
        metaDescription:
          'अल साल्वाडोर के 2021 के बिटकॉइन क़ानून का विश्लेषण: Chivo वॉलेट, वास्तविक उपयोग के आँकड़े, IMF से बातचीत और जनवरी 2025 में क़ानून में हुए अहम बदलाव।',
        content: `<p>जून 2021 में अल साल्वाडोर की विधानसभा ने राष्ट्रपति नायिब बुकेले के समर्थन से एक क़ानून पारित किया, जिसने बिटकॉइन को अमेरिकी डॉलर के साथ वैध मुद्रा बना दिया। देश 2001 से डॉलर का उपयोग करता आ रहा है। यह क़ानून 7 सितंबर 2021 से लागू हुआ।</p>
<h2>क़ानून ने क्या किया</h2>
<p>मूल क़ानून के तहत व्यवसायों को, कुछ अपवादों के साथ, भुगतान के रूप में बिटकॉइन स्वीकार करना ज़रूरी था। सरकार ने Chivo नाम का सरकारी वॉलेट शुरू किया और साइन-अप करने वाले हर वयस्क नागरिक को 30 डॉलर के बराबर बिटकॉइन दिए। समर्थकों का तर्क था कि इससे विदेश से आने वाला पैसा (रेमिटेंस) सस्ता होगा और बैंकिंग से वंचित लोग वित्तीय व्यवस्था से जुड़ेंगे।</p>
<h2>व्यवहार में अपनाना</h2>
<p>लाखों लोगों ने Chivo डाउनलोड किया, कई ने सिर्फ़ बोनस के लिए। स्वतंत्र शोधकर्ताओं के सर्वेक्षणों से संकेत मिला कि रोज़मर्रा का नियमित उपयोग सीमित रहा और ज़्यादातर रेमिटेंस पारंपरिक माध्यमों से ही आते रहे। सरकार ने अपने ख़ज़ाने के लिए बिटकॉइन ख़रीदा और 2022 के अंत से रोज़ एक बिटकॉइन ख़रीदने की घोषणा की।</p>
<h2>दायरा घटा</h2>
<p>दिसंबर 2024 में IMF और अल साल्वाडोर के बीच लगभग 1.4 अरब डॉलर के ऋण कार्यक्रम पर स्टाफ़-स्तरीय सहमति बनी, और जनवरी 2025 में क़ानून में संशोधन कर निजी व्यवसायों के लिए बिटकॉइन स्वीकार करना स्वैच्छिक कर दिया गया। सबक साफ़ है: केवल तकनीक से लोग उसे नहीं अपनाते; भरोसा, सुविधा और शिक्षा भी उतने ही ज़रूरी हैं। यह लेख शैक्षिक है, वित्तीय सलाह नहीं।</p>`,
      },
      bn: {
        title: 'এল সালভাদরের বিটকয়েন আইন: একটি সাহসী জাতীয় পরীক্ষা',
        excerpt:
          '২০২১ সালে এল সালভাদর প্রথম দেশ হিসেবে বিটকয়েনকে বৈধ মুদ্রার স্বীকৃতি দেয়। কয়েক বছর পর ফলাফল মিশ্র, আর আইনের পরিধিও কমানো হয়েছে। আসলে কী ঘটেছিল?',
        metaDescription:
          'এল সালভাদরের ২০২১ সালের বিটকয়েন আইনের বিশ্লেষণ: Chivo ওয়ালেট, বাস্তব ব্যবহারের তথ্য, IMF-এর সঙ্গে আলোচনা এবং ২০২৫ সালে আইনে আনা গুরুত্বপূর্ণ পরিবর্তনগুলো।',
        content: `<p>২০২১ সালের জুনে এল সালভাদরের আইনসভা প্রেসিডেন্ট নায়িব বুকেলের সমর্থনে একটি আইন পাস করে, যা মার্কিন ডলারের পাশাপাশি বিটকয়েনকে বৈধ মুদ্রা করে তোলে। দেশটি ২০০১ সাল থেকে ডলার ব্যবহার করছে। আইনটি কার্যকর হয় ৭ সেপ্টেম্বর ২০২১-এ।</p>
<h2>আইনে কী ছিল</h2>
<p>মূল আইনে কিছু ব্যতিক্রম ছাড়া ব্যবসাগুলোকে অর্থপ্রদান হিসেবে বিটকয়েন গ্রহণ করতে বাধ্য করা হয়। সরকার Chivo নামে একটি রাষ্ট্রীয় ওয়ালেট চালু করে এবং নিবন্ধন করা প্রত্যেক প্রাপ্তবয়স্ক নাগরিককে ৩০ ডলারের সমমূল্যের বিটকয়েন দেয়। সমর্থকদের যুক্তি ছিল, এতে প্রবাসী আয় পাঠানোর খরচ কমবে এবং ব্যাংক-সুবিধাহীন মানুষ আর্থিক ব্যবস্থায় যুক্ত হবেন।</p>
<h2>বাস্তবে ব্যবহার</h2>
<p>লক্ষ লক্ষ মানুষ Chivo ডাউনলোড করেন, অনেকে শুধু বোনাসের জন্য। স্বাধীন গবেষকদের জরিপে দেখা যায়, দৈনন্দিন নিয়মিত ব্যবহার সীমিতই থেকেছে এবং বেশিরভাগ প্রবাসী আয় প্রচলিত পথেই এসেছে। সরকার নিজের কোষাগারের জন্য বিটকয়েন কেনে এবং ২০২২ সালের শেষ থেকে প্রতিদিন একটি করে বিটকয়েন কেনার ঘোষণা দেয়।</p>
<h2>পরিধি কমানো</h2>
<p>২০২৪ সালের ডিসেম্বরে IMF ও এল সালভাদরের মধ্যে প্রায় ১.৪ বিলিয়ন ডলারের ঋণ কর্মসূচি নিয়ে স্টাফ-পর্যায়ের সমঝোতা হয়, এবং ২০২৫ সালের জানুয়ারিতে আইন সংশোধন করে বেসরকারি ব্যবসার জন্য বিটকয়েন গ্রহণ ঐচ্ছিক করা হয়। শিক্ষাটি স্পষ্ট: শুধু প্রযুক্তি দিয়ে গ্রহণযোগ্যতা আসে না; আস্থা, সহজ ব্যবহার ও শিক্ষাও সমান জরুরি। এই লেখাটি শিক্ষামূলক, আর্থিক পরামর্শ নয়।</p>`,
      },
      kn: {
        title: 'ಎಲ್ ಸಾಲ್ವಡಾರ್‌ನ ಬಿಟ್‌ಕಾಯಿನ್ ಕಾನೂನು: ಒಂದು ದಿಟ್ಟ ರಾಷ್ಟ್ರೀಯ ಪ್ರಯೋಗ',
        excerpt:
          '2021ರಲ್ಲಿ ಬಿಟ್‌ಕಾಯಿನ್ ಅನ್ನು ಕಾನೂನುಬದ್ಧ ಕರೆನ್ಸಿಯನ್ನಾಗಿ ಮಾಡಿದ ಮೊದಲ ದೇಶ ಎಲ್ ಸಾಲ್ವಡಾರ್. ಕೆಲವು ವರ್ಷಗಳ ನಂತರ ಫಲಿತಾಂಶಗಳು ಮಿಶ್ರವಾಗಿವೆ ಮತ್ತು ಕಾನೂನಿನ ವ್ಯಾಪ್ತಿ ಕಡಿಮೆಯಾಗಿದೆ.',
        metaDescription:
          'ಎಲ್ ಸಾಲ್ವಡಾರ್‌ನ 2021ರ ಬಿಟ್‌ಕಾಯಿನ್ ಕಾನೂನಿನ ವಿಶ್ಲೇಷಣೆ: Chivo ವಾಲೆಟ್, ನಿಜವಾದ ಬಳಕೆಯ ಮಾಹಿತಿ, IMF ಮಾತುಕತೆ ಮತ್ತು 2025ರಲ್ಲಿ ಕಾನೂನಿಗೆ ತಂದ ಪ್ರಮುಖ ಬದಲಾವಣೆಗಳು.',
        content: `<p>2021ರ ಜೂನ್‌ನಲ್ಲಿ ಎಲ್ ಸಾಲ್ವಡಾರ್‌ನ ಶಾಸನಸಭೆ ಅಧ್ಯಕ್ಷ ನಯೀಬ್ ಬುಕೆಲೆ ಅವರ ಬೆಂಬಲದೊಂದಿಗೆ ಒಂದು ಕಾನೂನನ್ನು ಅಂಗೀಕರಿಸಿತು; ಇದು ಅಮೆರಿಕನ್ ಡಾಲರ್ ಜೊತೆಗೆ ಬಿಟ್‌ಕಾಯಿನ್ ಅನ್ನೂ ಕಾನೂನುಬದ್ಧ ಕರೆನ್ಸಿಯನ್ನಾಗಿ ಮಾಡಿತು. ದೇಶವು 2001ರಿಂದ ಡಾಲರ್ ಬಳಸುತ್ತಿದೆ. ಈ ಕಾನೂನು 2021ರ ಸೆಪ್ಟೆಂಬರ್ 7ರಿಂದ ಜಾರಿಗೆ ಬಂದಿತು.</p>
<h2>ಕಾನೂನು ಏನು ಮಾಡಿತು</h2>
<p>ಮೂಲ ಕಾನೂನಿನ ಪ್ರಕಾರ, ಕೆಲವು ವಿನಾಯಿತಿಗಳನ್ನು ಹೊರತುಪಡಿಸಿ, ವ್ಯಾಪಾರಗಳು ಪಾವತಿಯಾಗಿ ಬಿಟ್‌ಕಾಯಿನ್ ಸ್ವೀಕರಿಸಲೇಬೇಕಿತ್ತು. ಸರ್ಕಾರ Chivo ಎಂಬ ಸರ್ಕಾರಿ ವಾಲೆಟ್ ಆರಂಭಿಸಿ, ನೋಂದಾಯಿಸಿಕೊಂಡ ಪ್ರತಿ ವಯಸ್ಕ ನಾಗರಿಕನಿಗೆ 30 ಡಾಲರ್ ಮೌಲ್ಯದ ಬಿಟ್‌ಕಾಯಿನ್ ನೀಡಿತು. ವಿದೇಶದಿಂದ ಹಣ ಕಳುಹಿಸುವ ವೆಚ್ಚ ಕಡಿಮೆಯಾಗುತ್ತದೆ ಎಂಬುದು ಬೆಂಬಲಿಗರ ವಾದವಾಗಿತ್ತು.</p>
<h2>ವಾಸ್ತವದಲ್ಲಿ ಬಳಕೆ</h2>
<p>ಲಕ್ಷಾಂತರ ಜನರು Chivo ಡೌನ್‌ಲೋಡ್ ಮಾಡಿದರು, ಅನೇಕರು ಬೋನಸ್‌ಗಾಗಿ ಮಾತ್ರ. ಸ್ವತಂತ್ರ ಸಮೀಕ್ಷೆಗಳ ಪ್ರಕಾರ ದಿನನಿತ್ಯದ ನಿಯಮಿತ ಬಳಕೆ ಸೀಮಿತವಾಗಿಯೇ ಉಳಿಯಿತು. 2024ರ ಡಿಸೆಂಬರ್‌ನಲ್ಲಿ IMF ಜೊತೆ ಸುಮಾರು 1.4 ಬಿಲಿಯನ್ ಡಾಲರ್ ಸಾಲ ಕಾರ್ಯಕ್ರಮಕ್ಕೆ ಸಿಬ್ಬಂದಿ ಮಟ್ಟದ ಒಪ್ಪಂದವಾಯಿತು, ಮತ್ತು 2025ರ ಜನವರಿಯಲ್ಲಿ ಕಾನೂನನ್ನು ತಿದ್ದುಪಡಿ ಮಾಡಿ ಖಾಸಗಿ ವ್ಯಾಪಾರಗಳಿಗೆ ಬಿಟ್‌ಕಾಯಿನ್ ಸ್ವೀಕಾರವನ್ನು ಐಚ್ಛಿಕಗೊಳಿಸಲಾಯಿತು.</p>
<p><strong>ಪಾಠ:</strong> ತಂತ್ರಜ್ಞಾನವೊಂದರಿಂದಲೇ ಜನರು ಅದನ್ನು ಅಳವಡಿಸಿಕೊಳ್ಳುವುದಿಲ್ಲ; ನಂಬಿಕೆ, ಸುಲಭ ಬಳಕೆ ಮತ್ತು ಶಿಕ್ಷಣವೂ ಅಷ್ಟೇ ಮುಖ್ಯ. ಈ ಲೇಖನ ಶೈಕ್ಷಣಿಕ ಉದ್ದೇಶಕ್ಕೆ ಮಾತ್ರ, ಹಣಕಾಸು ಸಲಹೆ ಅಲ್ಲ.</p>`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'the-dao-hack-ethereum-fork-2016',
    category: 'case-study',
    status: 'published',
    isFeatured: false,
    publishedDaysAgo: 121,
    views: 1264,
    shares: 71,
    translations: {
      en: {
        title: 'The DAO Hack of 2016 and the Fork That Split Ethereum',
        excerpt:
          "A bug in The DAO let an attacker drain about 3.6 million ETH in June 2016. Ethereum's answer, a hard fork, created Ethereum Classic and a debate that still matters.",
        metaDescription:
          'How a reentrancy bug in The DAO led to a 3.6 million ETH drain in 2016, why Ethereum hard-forked, how Ethereum Classic began, and what developers learned.',
        content: `<p>In spring 2016, one of the first big experiments in on-chain organisation launched on Ethereum. The DAO was a set of smart contracts meant to work like an investor-directed venture fund: token holders would vote on which projects to back. Its token sale raised around 12.7 million ETH, worth roughly 150 million dollars at the time and a significant share of all ether then in existence. Within weeks it became a lasting case study in how code, money and community values collide.</p>
<h2>The bug</h2>
<p>The DAO let members exit by "splitting" into a child DAO and taking their share of ether with them. On 17 June 2016, an attacker exploited a flaw in that code. The contract sent ether before updating the attacker's balance, so the attacker's contract could call back into the withdrawal function again and again before the balance was reduced. This pattern is now known as a <strong>reentrancy</strong> attack. Around 3.6 million ETH moved into a child DAO controlled by the attacker.</p>
<h2>A 28-day window</h2>
<p>The DAO's own rules held split-off funds in the child DAO for 28 days before they could be moved, which gave the community time to respond. Developers and users debated several options. A proposed soft fork was abandoned after researchers found it could expose the network to denial-of-service attacks.</p>
<h2>The hard fork</h2>
<p>On 20 July 2016, at block 1,920,000, Ethereum implemented a hard fork that moved the affected ether into a refund contract, from which original DAO token holders could reclaim their ETH. Most of the network followed the fork. A minority argued that rewriting the ledger to reverse the outcome of code, however unwelcome, broke the principle of immutability. They kept running the original chain, which became <strong>Ethereum Classic (ETC)</strong>.</p>
<blockquote>The central question of 2016 was not technical: when, if ever, should a community override what the code allowed?</blockquote>
<h2>Lasting lessons</h2>
<ul>
<li><strong>Checks-effects-interactions.</strong> Update internal state before sending funds to external addresses; reentrancy guards are now standard practice.</li>
<li><strong>Audits and limits.</strong> New contracts holding large sums benefit from audits, bug bounties and caps while they are tested in the wild.</li>
<li><strong>Governance is part of security.</strong> Who can decide to intervene, and how, matters as much as the code itself.</li>
</ul>
<p>This article is educational and does not recommend any token.</p>`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'wazirx-hack-india-2024',
    category: 'case-study',
    status: 'published',
    isFeatured: true,
    image: 'wazirx-hack-india-2024.svg',
    publishedDaysAgo: 12,
    views: 7385,
    shares: 579,
    translations: {
      en: {
        title: 'The WazirX Hack of 2024: What Indian Crypto Users Learned',
        excerpt:
          "In July 2024 one of India's best-known crypto exchanges lost roughly $230 million from a multisig wallet. We look at the attack, the freeze and the restructuring.",
        metaDescription:
          'Case study of the July 2024 WazirX hack in India: how a multisig wallet was drained, why withdrawals froze, the Singapore restructuring and lessons for users.',
        content: `<p>On 18 July 2024, WazirX, one of India's best-known crypto exchanges, reported that one of its multisignature wallets had been breached. Assets worth roughly 230 million dollars at the time, reported to be close to half of the exchange's holdings, were moved out. Withdrawals were paused, and a very large number of Indian users suddenly found their balances frozen.</p>
<h2>What happened</h2>
<p>The affected wallet was a multisig wallet on Ethereum, which required several signatures to approve a transaction. WazirX used a custody and wallet-infrastructure provider, Liminal, for parts of the signing process. According to accounts published afterwards, signers approved a transaction whose details, as displayed to them, did not match what it actually did. The transaction changed the wallet's underlying contract logic and handed control to the attacker, who then drained the funds. WazirX and Liminal publicly disagreed about where the failure occurred. Several blockchain analytics firms linked the attack to North Korea-affiliated hackers, who have been blamed for many large crypto thefts.</p>
<h2>The freeze and restructuring</h2>
<p>After the hack, WazirX proposed spreading the loss across all users rather than placing it only on those who held the stolen tokens, a so-called socialised loss approach. Its Singapore-based parent, Zettai, sought protection from creditors in a Singapore court and proposed a scheme of arrangement to return part of users' balances over time. The process went through creditor votes and court hearings during 2024 and 2025; users should rely on official updates for its current status. A public dispute with Binance over the exchange's ownership history added to the confusion.</p>
<h2>Why this matters in India</h2>
<p>Indian crypto users already face a 30% tax on gains from virtual digital assets and 1% tax deducted at source on many transfers. Exchanges serving Indian users must register with the Financial Intelligence Unit (FIU-IND). But registration for anti-money-laundering purposes is not the same as deposit insurance or supervision of reserves. When WazirX froze, there was nothing like the deposit insurance that protects bank accounts up to a limit.</p>
<h2>Lessons for users</h2>
<ul>
<li><strong>Exchange balances are unsecured claims.</strong> Consider whether you need to keep funds on an exchange at all.</li>
<li><strong>Multisig is not magic.</strong> If signers cannot verify what they are signing, more signatures add little protection.</li>
<li><strong>Keep records.</strong> Transaction histories and statements help in any claims process and at tax time.</li>
<li><strong>Choose custody thoughtfully.</strong> A hardware wallet you manage well may reduce exchange risk, but it brings its own responsibilities.</li>
</ul>
<p>This article is educational and is not financial or legal advice.</p>`,
      },
      hi: {
        title: '2024 का WazirX हैक: भारतीय क्रिप्टो उपयोगकर्ताओं के लिए सबक',
        excerpt:
          'जुलाई 2024 में भारत के सबसे जाने-माने क्रिप्टो एक्सचेंजों में से एक के मल्टीसिग वॉलेट से लगभग 23 करोड़ डॉलर निकाल लिए गए। हमले, निकासी पर रोक और पुनर्गठन पर एक नज़र।',
        metaDescription:
          'जुलाई 2024 के WazirX हैक का केस स्टडी: मल्टीसिग वॉलेट कैसे खाली हुआ, निकासी क्यों रुकी, सिंगापुर में पुनर्गठन और भारतीय उपयोगकर्ताओं के लिए सबक।',
        content: `<p>18 जुलाई 2024 को भारत के जाने-माने क्रिप्टो एक्सचेंज WazirX ने बताया कि उसके एक मल्टीसिग्नेचर वॉलेट में सेंध लगी है। उस समय लगभग 23 करोड़ डॉलर की संपत्ति, जो बताया गया कि एक्सचेंज की होल्डिंग्स का लगभग आधा हिस्सा थी, बाहर निकाल ली गई। निकासी रोक दी गई और बड़ी संख्या में भारतीय उपयोगकर्ताओं के बैलेंस अचानक फँस गए।</p>
<h2>क्या हुआ</h2>
<p>प्रभावित वॉलेट Ethereum पर एक मल्टीसिग वॉलेट था, जिसमें किसी भी लेनदेन के लिए कई हस्ताक्षर ज़रूरी थे। बाद में प्रकाशित विवरणों के अनुसार हस्ताक्षरकर्ताओं ने एक ऐसे लेनदेन को मंज़ूरी दी जिसका विवरण, जैसा उन्हें दिखाया गया, उसके असली काम से मेल नहीं खाता था। इस लेनदेन ने वॉलेट का नियंत्रण हमलावर को सौंप दिया। कई ब्लॉकचेन एनालिटिक्स फ़र्मों ने इस हमले को उत्तर कोरिया से जुड़े हैकरों से जोड़ा।</p>
<h2>रोक और पुनर्गठन</h2>
<p>हैक के बाद WazirX ने नुक़सान को सभी उपयोगकर्ताओं में बाँटने का प्रस्ताव रखा। इसकी सिंगापुर स्थित मूल कंपनी Zettai ने सिंगापुर की अदालत में लेनदारों से सुरक्षा माँगी और उपयोगकर्ताओं के बैलेंस का एक हिस्सा लौटाने की योजना प्रस्तावित की। 2024 और 2025 में यह प्रक्रिया वोटिंग और अदालती सुनवाइयों से गुज़री; ताज़ा स्थिति आधिकारिक सूचनाओं से ही जाँचें।</p>
<h2>सबक</h2>
<ul>
<li><strong>एक्सचेंज बैलेंस एक असुरक्षित दावा है:</strong> बैंक जमा की तरह इस पर कोई बीमा नहीं होता।</li>
<li><strong>मल्टीसिग जादू नहीं है:</strong> अगर हस्ताक्षरकर्ता यह न देख सकें कि वे किस पर हस्ताक्षर कर रहे हैं, तो ज़्यादा हस्ताक्षर ज़्यादा सुरक्षा नहीं देते।</li>
<li><strong>रिकॉर्ड रखें:</strong> लेनदेन का इतिहास दावों और टैक्स दोनों में काम आता है।</li>
</ul>
<p>FIU-IND में पंजीकरण मनी-लॉन्ड्रिंग रोकने के लिए है, यह जमा बीमा की गारंटी नहीं है। यह लेख शैक्षिक है, वित्तीय या कानूनी सलाह नहीं।</p>`,
      },
      bn: {
        title: '২০২৪ সালের WazirX হ্যাক: ভারতীয় ক্রিপ্টো ব্যবহারকারীদের শিক্ষা',
        excerpt:
          '২০২৪ সালের জুলাইয়ে ভারতের অন্যতম পরিচিত ক্রিপ্টো এক্সচেঞ্জের মাল্টিসিগ ওয়ালেট থেকে প্রায় ২৩ কোটি ডলার সরিয়ে নেওয়া হয়। হামলা, উত্তোলন স্থগিত ও পুনর্গঠনের বিবরণ।',
        metaDescription:
          '২০২৪ সালের জুলাইয়ের WazirX হ্যাকের কেস স্টাডি: মাল্টিসিগ ওয়ালেট কীভাবে খালি হলো, উত্তোলন কেন আটকে গেল, সিঙ্গাপুরে পুনর্গঠন এবং ব্যবহারকারীদের শিক্ষা।',
        content: `<p>১৮ জুলাই ২০২৪-এ ভারতের পরিচিত ক্রিপ্টো এক্সচেঞ্জ WazirX জানায় যে তাদের একটি মাল্টিসিগনেচার ওয়ালেটে হানা দেওয়া হয়েছে। সেই সময়ের হিসাবে প্রায় ২৩ কোটি ডলারের সম্পদ, যা এক্সচেঞ্জের মোট সম্পদের প্রায় অর্ধেক বলে জানা যায়, সরিয়ে নেওয়া হয়। উত্তোলন বন্ধ করে দেওয়া হয় এবং বহু ভারতীয় ব্যবহারকারীর ব্যালান্স হঠাৎ আটকে যায়।</p>
<h2>কী ঘটেছিল</h2>
<p>আক্রান্ত ওয়ালেটটি ছিল Ethereum-এর একটি মাল্টিসিগ ওয়ালেট, যেখানে যেকোনো লেনদেনে একাধিক স্বাক্ষর লাগত। পরে প্রকাশিত বিবরণ অনুযায়ী, স্বাক্ষরকারীরা এমন একটি লেনদেন অনুমোদন করেন যার যে বিবরণ তাঁদের দেখানো হয়েছিল, তা আসল কাজের সঙ্গে মেলেনি। ওই লেনদেনের মাধ্যমে ওয়ালেটের নিয়ন্ত্রণ হামলাকারীর হাতে চলে যায়। একাধিক ব্লকচেইন বিশ্লেষণ সংস্থা এই হামলাকে উত্তর কোরিয়ার সঙ্গে যুক্ত হ্যাকারদের সঙ্গে যুক্ত করে।</p>
<h2>স্থগিতাদেশ ও পুনর্গঠন</h2>
<p>হ্যাকের পর WazirX ক্ষতিটি সব ব্যবহারকারীর মধ্যে ভাগ করে নেওয়ার প্রস্তাব দেয়। তাদের সিঙ্গাপুর-ভিত্তিক মূল সংস্থা Zettai সিঙ্গাপুরের আদালতে পাওনাদারদের থেকে সুরক্ষা চায় এবং ব্যবহারকারীদের ব্যালান্সের একটি অংশ ফেরত দেওয়ার পরিকল্পনা প্রস্তাব করে। ২০২৪ ও ২০২৫ সালে এই প্রক্রিয়া ভোট ও আদালতের শুনানির মধ্য দিয়ে গেছে; সর্বশেষ অবস্থা সরকারি ঘোষণা থেকেই যাচাই করুন।</p>
<h2>শিক্ষা</h2>
<ul>
<li><strong>এক্সচেঞ্জের ব্যালান্স একটি অরক্ষিত দাবি:</strong> ব্যাংক আমানতের মতো এখানে কোনো বিমা নেই।</li>
<li><strong>মাল্টিসিগ জাদু নয়:</strong> স্বাক্ষরকারীরা কী স্বাক্ষর করছেন তা যাচাই করতে না পারলে বেশি স্বাক্ষরে বেশি নিরাপত্তা আসে না।</li>
<li><strong>রেকর্ড রাখুন:</strong> লেনদেনের ইতিহাস দাবি ও কর, দুই ক্ষেত্রেই কাজে লাগে।</li>
</ul>
<p>এই লেখাটি শিক্ষামূলক, আর্থিক বা আইনি পরামর্শ নয়।</p>`,
      },
      'hi-en': {
        title: 'WazirX Hack 2024: Indian Crypto Users ke liye Bade Sabak',
        excerpt:
          'July 2024 mein India ke ek popular crypto exchange ke multisig wallet se lagbhag $230 million nikal liye gaye. Attack kaise hua, withdrawals kyun ruke, aur aage kya hua.',
        metaDescription:
          'WazirX hack July 2024 ka case study: multisig wallet kaise khaali hua, withdrawals kyun freeze hue, Singapore restructuring aur Indian users ke liye sabak.',
        content: `<p>18 July 2024 ko WazirX ne bataya ki uske ek multisignature wallet mein breach hua hai. Us waqt lagbhag 230 million dollars ke assets bahar nikal liye gaye, jo reportedly exchange ki holdings ka kareeb aadha hissa tha. Withdrawals turant pause ho gaye aur bahut saare Indian users ke balance achanak atak gaye.</p>
<h2>Hua kya tha?</h2>
<p>Yeh wallet Ethereum par ek multisig wallet tha, jismein har transaction ke liye multiple signatures chahiye the. Baad mein aaye accounts ke hisaab se signers ne ek aisa transaction approve kiya jo screen par kuch aur dikh raha tha, aur asal mein kuch aur kar raha tha. Is transaction ne wallet ka control attacker ko de diya. Kai blockchain analytics firms ne is attack ko North Korea se jude hackers se link kiya.</p>
<h2>Freeze aur restructuring</h2>
<p>Hack ke baad WazirX ne loss ko saare users mein baantne ka proposal diya, yaani "socialised loss". Uski Singapore-based parent company Zettai ne Singapore court mein creditors se protection maangi aur users ko balance ka ek hissa lautane ka scheme propose kiya. 2024 aur 2025 mein yeh process votes aur court hearings se guzra, toh latest status official updates se hi check karein.</p>
<h2>Sabak kya hai?</h2>
<ul>
<li><strong>Exchange balance ek unsecured claim hai:</strong> bank deposit jaisa insurance nahi milta.</li>
<li><strong>Multisig koi jaadu nahi:</strong> agar signers verify hi nahi kar sakte ki kya sign ho raha hai, toh zyada signatures se zyada safety nahi milti.</li>
<li><strong>Records sambhal ke rakhein:</strong> claims aur tax, dono mein kaam aate hain.</li>
</ul>
<p>Yeh article sirf education ke liye hai, financial ya legal advice nahi.</p>`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'hypothetical-indian-business-stablecoin-payments',
    category: 'case-study',
    status: 'published',
    isFeatured: false,
    publishedDaysAgo: 1.5,
    views: 86,
    shares: 4,
    translations: {
      en: {
        title: 'Hypothetical: An Indian Small Business Tries Stablecoins',
        excerpt:
          'A clearly hypothetical case: a Jaipur textile studio considers accepting USDC from overseas buyers. We walk through the practical steps, legal questions and risks.',
        metaDescription:
          'Hypothetical case study: how a small Indian exporter might think about stablecoin payments, covering wallets, networks, FEMA, GST, the 30% VDA tax and risks.',
        content: `<p><strong>Note: this is a hypothetical scenario.</strong> The business, the people and the numbers are invented to illustrate the questions involved. It is not a recommendation, and Indian rules on crypto assets are still developing. Anyone considering something like this in real life should speak to a chartered accountant and a lawyer first.</p>
<h2>The scenario</h2>
<p>Meera runs a small hand block-printing studio in Jaipur with six employees. About a third of her orders come from boutique buyers in Europe and Southeast Asia. International card and wire payments reach her, but fees and delays eat into thin margins. Two buyers have asked whether they could pay in USDC, a dollar stablecoin, and Meera wants to understand what that would actually involve.</p>
<h2>The practical steps she would face</h2>
<ul>
<li><strong>Choosing a stablecoin and network.</strong> USDC and USDT exist on several blockchains. Sending on the wrong network, or to the wrong address format, can mean permanent loss, so invoices would have to state both clearly.</li>
<li><strong>Custody.</strong> She could receive funds in a self-custody wallet, which means safeguarding a recovery phrase, or at an exchange registered with FIU-IND, which means trusting that exchange.</li>
<li><strong>Converting to rupees.</strong> Salaries, rent and suppliers are paid in rupees, so she would need a reliable way to sell the stablecoin and move money into her bank account.</li>
<li><strong>Records.</strong> Every invoice, transaction hash and conversion would need to be documented for her accounts.</li>
</ul>
<h2>The legal and tax questions</h2>
<p>This is where the idea gets difficult. Export earnings in India fall under foreign exchange rules made under FEMA, which generally expect export proceeds to be received through authorised banking channels and reported accordingly. Receiving a stablecoin instead may not fit those rules. India also taxes transfers of virtual digital assets: gains are taxed at 30% with no deductions other than the cost of acquisition, and 1% TDS may apply to transfers. GST on the underlying sale of goods still applies. The Reserve Bank of India has repeatedly voiced concern about private stablecoins. Taken together, Meera's accountant would probably urge great caution.</p>
<h2>The risks</h2>
<p>Beyond regulation, a stablecoin can temporarily lose its peg, an issuer can freeze specific addresses, and small businesses are frequent targets of phishing and fake "payment confirmation" scams. Bank accounts that receive money from crypto exchanges may also attract extra questions.</p>
<blockquote>In this hypothetical, the most sensible next step for Meera is not a wallet but a meeting with her chartered accountant and her bank.</blockquote>
<p>Stablecoins can move value across borders quickly, which is why businesses are curious. For a small Indian exporter today, though, the compliance questions are likely to outweigh the savings, and regulated export payment services are worth comparing first. This article is for education only and is not legal, tax or financial advice.</p>`,
      },
      hi: {
        title: 'काल्पनिक केस: एक भारतीय छोटा व्यवसाय और स्टेबलकॉइन भुगतान',
        excerpt:
          'एक स्पष्ट रूप से काल्पनिक उदाहरण: जयपुर का एक टेक्सटाइल स्टूडियो विदेशी ख़रीदारों से USDC लेने पर विचार करता है। व्यावहारिक कदम, क़ानूनी सवाल और जोखिम।',
        metaDescription:
          'काल्पनिक केस स्टडी: एक छोटा भारतीय निर्यातक स्टेबलकॉइन भुगतान के बारे में कैसे सोचे; वॉलेट, नेटवर्क, FEMA, GST, 30% VDA टैक्स और ध्यान रखने लायक मुख्य जोखिम।',
        content: `<p><strong>ध्यान दें: यह एक काल्पनिक परिदृश्य है।</strong> व्यवसाय, लोग और आँकड़े केवल सवालों को समझाने के लिए गढ़े गए हैं। यह कोई सिफ़ारिश नहीं है, और भारत में क्रिप्टो संपत्तियों से जुड़े नियम अभी विकसित हो रहे हैं। असल में ऐसा कुछ करने से पहले चार्टर्ड अकाउंटेंट और वकील से बात करें।</p>
<h2>परिदृश्य</h2>
<p>मीरा जयपुर में हाथ की ब्लॉक-प्रिंटिंग का एक छोटा स्टूडियो चलाती हैं, जिसमें छह लोग काम करते हैं। उनके लगभग एक-तिहाई ऑर्डर यूरोप और दक्षिण-पूर्व एशिया के ख़रीदारों से आते हैं। दो ख़रीदारों ने पूछा है कि क्या वे डॉलर-आधारित स्टेबलकॉइन USDC में भुगतान कर सकते हैं। इसके लिए मीरा को सही नेटवर्क चुनना, अपना वॉलेट या FIU-IND में पंजीकृत एक्सचेंज तय करना, स्टेबलकॉइन को रुपये में बदलना और हर लेनदेन का रिकॉर्ड रखना होगा।</p>
<h2>क़ानूनी और टैक्स सवाल</h2>
<p>निर्यात की कमाई FEMA के तहत बने विदेशी मुद्रा नियमों के दायरे में आती है, जिनमें आम तौर पर अपेक्षा होती है कि निर्यात का पैसा अधिकृत बैंकिंग माध्यमों से आए। स्टेबलकॉइन में भुगतान लेना शायद इन नियमों में फ़िट न हो। इसके अलावा वर्चुअल डिजिटल एसेट के मुनाफ़े पर 30% टैक्स लगता है, हस्तांतरण पर 1% TDS लग सकता है, और माल की बिक्री पर GST लागू रहता है। RBI भी निजी स्टेबलकॉइन को लेकर कई बार चिंता जता चुका है।</p>
<h2>निष्कर्ष</h2>
<p>स्टेबलकॉइन सीमा-पार पैसा जल्दी भेज सकते हैं, लेकिन आज एक छोटे भारतीय निर्यातक के लिए अनुपालन के सवाल बचत पर भारी पड़ सकते हैं। इस काल्पनिक उदाहरण में मीरा का सबसे समझदारी भरा अगला कदम वॉलेट बनाना नहीं, बल्कि अपने CA और बैंक से मिलना है। यह लेख केवल शिक्षा के लिए है, कानूनी, टैक्स या वित्तीय सलाह नहीं।</p>`,
      },
      bn: {
        title: 'কাল্পনিক কেস: একটি ভারতীয় ছোট ব্যবসা ও স্টেবলকয়েন পেমেন্ট',
        excerpt:
          'একটি স্পষ্টভাবে কাল্পনিক উদাহরণ: জয়পুরের একটি টেক্সটাইল স্টুডিও বিদেশি ক্রেতাদের কাছ থেকে USDC নেওয়ার কথা ভাবছে। ব্যবহারিক ধাপ, আইনি প্রশ্ন ও ঝুঁকি।',
        metaDescription:
          'কাল্পনিক কেস স্টাডি: একটি ছোট ভারতীয় রপ্তানিকারক স্টেবলকয়েন পেমেন্ট নিয়ে কীভাবে ভাববেন; ওয়ালেট, নেটওয়ার্ক, FEMA, GST, ৩০% VDA কর ও প্রধান ঝুঁকি।',
        content: `<p><strong>লক্ষ করুন: এটি একটি কাল্পনিক পরিস্থিতি।</strong> ব্যবসা, মানুষ ও সংখ্যাগুলো কেবল প্রশ্নগুলো বোঝানোর জন্য তৈরি। এটি কোনো সুপারিশ নয়, এবং ভারতে ক্রিপ্টো সম্পদ সংক্রান্ত নিয়ম এখনও বিকশিত হচ্ছে। বাস্তবে এমন কিছু করার আগে একজন চার্টার্ড অ্যাকাউন্ট্যান্ট ও আইনজীবীর সঙ্গে কথা বলুন।</p>
<h2>পরিস্থিতি</h2>
<p>মীরা জয়পুরে হাতে ব্লক-প্রিন্টিংয়ের একটি ছোট স্টুডিও চালান, যেখানে ছয়জন কাজ করেন। তাঁর প্রায় এক-তৃতীয়াংশ অর্ডার আসে ইউরোপ ও দক্ষিণ-পূর্ব এশিয়ার ক্রেতাদের কাছ থেকে। দুজন ক্রেতা জানতে চেয়েছেন, তাঁরা ডলার-ভিত্তিক স্টেবলকয়েন USDC-তে দাম দিতে পারেন কি না। এর জন্য মীরাকে সঠিক নেটওয়ার্ক বাছতে হবে, নিজের ওয়ালেট বা FIU-IND-এ নিবন্ধিত এক্সচেঞ্জ ঠিক করতে হবে, স্টেবলকয়েনকে টাকায় রূপান্তর করতে হবে এবং প্রতিটি লেনদেনের রেকর্ড রাখতে হবে।</p>
<h2>আইনি ও করের প্রশ্ন</h2>
<p>রপ্তানি আয় FEMA-র অধীনে তৈরি বৈদেশিক মুদ্রা নিয়মের আওতায় পড়ে, যেখানে সাধারণত আশা করা হয় যে রপ্তানির অর্থ অনুমোদিত ব্যাংকিং পথে আসবে। স্টেবলকয়েনে অর্থ নেওয়া হয়তো এই নিয়মের সঙ্গে খাপ খায় না। এছাড়া ভার্চুয়াল ডিজিটাল সম্পদের লাভে ৩০% কর, হস্তান্তরে ১% TDS প্রযোজ্য হতে পারে, আর পণ্য বিক্রিতে GST তো আছেই। RBI-ও বেসরকারি স্টেবলকয়েন নিয়ে বারবার উদ্বেগ প্রকাশ করেছে।</p>
<h2>উপসংহার</h2>
<p>স্টেবলকয়েন দ্রুত সীমান্ত পেরিয়ে অর্থ পাঠাতে পারে, কিন্তু আজ একটি ছোট ভারতীয় রপ্তানিকারকের কাছে নিয়ম মানার প্রশ্নগুলো সাশ্রয়ের চেয়ে ভারী হতে পারে। এই কাল্পনিক উদাহরণে মীরার সবচেয়ে বিবেচনাপ্রসূত পরের পদক্ষেপ ওয়ালেট খোলা নয়, বরং নিজের CA ও ব্যাংকের সঙ্গে কথা বলা। এই লেখাটি শুধুমাত্র শিক্ষামূলক, আইনি, কর বা আর্থিক পরামর্শ নয়।</p>`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'us-spot-bitcoin-etf-approval-2024',
    category: 'case-study',
    status: 'published',
    isFeatured: false,
    image: 'us-spot-bitcoin-etf-approval-2024.svg',
    uploadVideo: { file: 'explainer.mp4', poster: 'explainer.jpg' },
    publishedDaysAgo: 71,
    views: 5040,
    shares: 304,
    translations: {
      en: {
        title: 'Spot Bitcoin ETFs in the US: The January 2024 Approvals',
        excerpt:
          'On 10 January 2024 the US SEC approved the first spot bitcoin exchange-traded products. Here is how that came about, what these funds hold, and what changed.',
        metaDescription:
          'Case study of the January 2024 US spot bitcoin ETF approvals: the Grayscale court case, how the funds work, fees, custody, and what they mean for investors.',
        content: `<p>For about a decade, firms asked the US Securities and Exchange Commission (SEC) to allow an exchange-traded fund that holds bitcoin directly. The SEC turned down application after application, citing concerns about fraud and manipulation in the underlying markets. On 10 January 2024 that changed: the SEC approved rule changes that allowed eleven spot bitcoin exchange-traded products to list, and trading began the next day.</p>
<h2>What a spot bitcoin ETF is</h2>
<p>An ETF is a fund whose shares trade on a stock exchange like a company's shares. A <strong>spot</strong> bitcoin ETF holds actual bitcoin, usually with a regulated custodian, and its share price aims to track the price of bitcoin minus fees. This differs from bitcoin futures ETFs, which the SEC had allowed since October 2021 and which hold futures contracts rather than the coins themselves.</p>
<h2>How approval happened</h2>
<p>A turning point was a lawsuit brought by Grayscale, which wanted to convert its Grayscale Bitcoin Trust into an ETF. In August 2023 a US federal appeals court found that the SEC had not adequately explained why it allowed futures-based products but rejected a spot product. After that ruling, the SEC worked through the details with several applicants, including surveillance-sharing arrangements and custody. When announcing the approvals, SEC Chair Gary Gensler stressed that the decision was not an endorsement of bitcoin.</p>
<h2>Who launched funds</h2>
<p>The first group of issuers included large asset managers such as BlackRock and Fidelity, and crypto-focused firms such as Grayscale, Bitwise, and ARK Invest with 21Shares, among others. Competition quickly pushed fees down, with several funds charging well under 0.5% a year and some offering temporary fee waivers. Inflows in the first months were large, while Grayscale's converted trust, which kept a higher fee, saw significant outflows.</p>
<h2>What changed, and what did not</h2>
<ul>
<li><strong>Access.</strong> Investors could gain bitcoin exposure through an ordinary brokerage account, without managing keys.</li>
<li><strong>Trade-offs.</strong> ETF holders do not control the bitcoin, cannot move it on-chain, and pay annual fees.</li>
<li><strong>Concentration.</strong> A large share of ETF bitcoin sits with a small number of custodians, which some see as a new concentration risk.</li>
<li><strong>Volatility remains.</strong> Wrapping bitcoin in an ETF does not make its price any less volatile.</li>
</ul>
<p>Spot ether ETFs followed later in 2024. For readers in India, buying US-listed ETFs involves overseas investment rules, currency conversion and tax questions that are worth checking with a qualified adviser. The short explainer video with this article summarises the basics. This article is educational and is not investment advice.</p>`,
      },
      'hi-en': {
        title: 'US Spot Bitcoin ETFs: January 2024 Approval ki Poori Kahani',
        excerpt:
          '10 January 2024 ko US SEC ne pehli baar spot bitcoin ETFs ko approve kiya. Yeh kaise hua, yeh funds kya hold karte hain, aur investors ke liye kya badla, simple bhasha mein.',
        metaDescription:
          'January 2024 ke US spot bitcoin ETF approvals ka case study: Grayscale court case, funds kaise kaam karte hain, fees, custody aur Indian readers ke liye notes.',
        content: `<p>Lagbhag das saal tak companies US Securities and Exchange Commission (SEC) se aisa ETF maangti rahin jo seedha bitcoin hold kare. SEC baar-baar mana karta raha, market manipulation aur fraud ki chinta batakar. 10 January 2024 ko yeh badla: SEC ne gyarah spot bitcoin ETFs ko list hone ki permission di, aur agle din se trading shuru ho gayi.</p>
<h2>Spot bitcoin ETF hota kya hai?</h2>
<p>ETF ek fund hai jiske shares stock exchange par normal shares ki tarah trade hote hain. <strong>Spot</strong> bitcoin ETF asli bitcoin hold karta hai, aam taur par ek regulated custodian ke paas, aur uska price fees ke baad bitcoin ke price ko track karne ki koshish karta hai. Bitcoin futures ETFs October 2021 se allowed the, lekin woh coins nahi, futures contracts hold karte hain.</p>
<h2>Approval kaise mila?</h2>
<p>Bada turning point Grayscale ka court case tha. August 2023 mein ek US appeals court ne kaha ki SEC ne theek se explain nahi kiya ki futures products allow karke spot product reject kyun kiya. Approval dete waqt SEC Chair Gary Gensler ne saaf kaha ki yeh bitcoin ka endorsement nahi hai.</p>
<h2>Kya badla, kya nahi?</h2>
<ul>
<li><strong>Access:</strong> normal brokerage account se bitcoin exposure, bina keys manage kiye.</li>
<li><strong>Trade-off:</strong> ETF holder ke paas bitcoin ka control nahi hota, aur har saal fees lagti hai.</li>
<li><strong>Volatility wahi hai:</strong> ETF wrapper se price kam volatile nahi ho jaata.</li>
</ul>
<p>India se US-listed ETFs kharidne mein overseas investment rules, currency conversion aur tax ke sawaal aate hain, isliye kisi qualified adviser se baat zaroor karein. Yeh article sirf education ke liye hai, investment advice nahi.</p>`,
      },
    },
  },
];
