/**
 * Demo content: research. Original writing for CryptoLekh's demo data. Figures are stated as
 * they were widely reported in 2023-2025 and rounded or hedged where they move over time.
 * Nothing here is a price prediction or financial advice.
 */
import type { SeedArticle } from './types.js';

export const researchArticles: SeedArticle[] = [
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'bitcoin-halving-cycles-and-supply',
    category: 'research',
    status: 'published',
    isFeatured: true,
    uploadImage: 'bitcoin-halving-cycles-and-supply.svg',
    publishedDaysAgo: 28,
    views: 7740,
    shares: 455,
    translations: {
      en: {
        title: 'Bitcoin Halving Cycles: What Happens to Supply and Miners',
        excerpt:
          'Every 210,000 blocks, Bitcoin\'s block reward halves. We examine the halving schedule, its effect on new supply and miner economics, and why past price patterns deserve caution.',
        metaDescription:
          'Research on Bitcoin halvings: the reward path from 50 to 3.125 BTC, effects on supply and miner revenue, and why the four-year price cycle story needs caution.',
        content: `<p>Bitcoin's supply follows a schedule written into its code. Roughly every four years, or more precisely every 210,000 blocks, the reward paid to miners for each new block is cut in half. This event, known as the halving, is the reason the total number of bitcoins will never exceed 21 million. This article looks at what the halving changes, what it does not, and why past patterns deserve caution.</p>
<img src="/media/seed/bitcoin-halving-cycles-and-supply.svg" alt="Step chart showing the Bitcoin block subsidy falling from 50 to 3.125 BTC across four halvings">
<h2>The schedule so far</h2>
<ul>
<li>2009: launch, with a block subsidy of 50 BTC.</li>
<li>November 2012: first halving, to 25 BTC.</li>
<li>July 2016: second halving, to 12.5 BTC.</li>
<li>May 2020: third halving, to 6.25 BTC.</li>
<li>April 2024: fourth halving at block 840,000, to 3.125 BTC.</li>
</ul>
<p>By the 2024 halving, more than 19.6 million bitcoins, over 93% of the eventual maximum, had already been mined. The next halving is expected around 2028, and the subsidy will approach zero around the year 2140. After that, miners will depend entirely on transaction fees.</p>
<h2>Effect on new supply</h2>
<p>Each halving lowers the issuance rate. After the 2024 halving, roughly 450 new bitcoins are created per day (about 144 blocks × 3.125 BTC), compared with about 900 before it. Annual supply growth fell below 1%, lower than commonly cited estimates for growth in the above-ground gold stock. Importantly, the halving is fully anticipated: its timing can be estimated months in advance and the schedule is public.</p>
<h2>Effect on miners</h2>
<p>For miners, a halving cuts block-subsidy revenue in half overnight while electricity and hardware costs stay the same. Less efficient operators can become unprofitable and switch off machines, which tends to slow block production briefly until the difficulty adjustment, every 2,016 blocks, rebalances the network. Miners with cheap power and newer equipment usually gain market share. Transaction fees can soften the blow: in the days around the April 2024 halving, a surge of activity linked to the launch of the Runes token protocol briefly made fees a large share of miner revenue.</p>
<h2>The price-cycle narrative, with caveats</h2>
<p>Earlier halvings were each followed, within a year or so, by large price rallies, which has given rise to a popular "four-year cycle" theory. There are reasons to be careful with that reading. There have only been four halvings, far too few for statistical confidence. Each cycle also coincided with other major factors, such as changes in global liquidity, new market infrastructure and, in 2024, the arrival of US spot bitcoin exchange-traded funds. And because the supply cut is public knowledge, markets could in theory price much of it in beforehand.</p>
<blockquote>The halving is a certain change in supply; its effect on price is an open question that no past chart can settle.</blockquote>
<p>For researchers, the more reliable lessons are about supply mechanics and miner economics. Tracking hash rate, the fee share of miner revenue and miner selling after each halving gives a clearer picture than relying on historical price patterns.</p>`,
      },
      hi: {
        title: 'बिटकॉइन हॉल्विंग चक्र: सप्लाई और माइनरों पर क्या असर पड़ता है',
        excerpt:
          'हर 2,10,000 ब्लॉक पर बिटकॉइन का ब्लॉक रिवॉर्ड आधा हो जाता है। यह लेख हॉल्विंग के इतिहास, नई सप्लाई और माइनरों की अर्थव्यवस्था पर असर, और पिछले पैटर्न को लेकर सावधानी की पड़ताल करता है।',
        metaDescription:
          'बिटकॉइन हॉल्विंग पर शोध: 50 से 3.125 BTC तक रिवॉर्ड का सफ़र, नई सप्लाई और माइनरों पर असर, और "चार साल के चक्र" वाली कीमत की कहानी को सावधानी से क्यों देखें।',
        content: `<p>बिटकॉइन की सप्लाई उसके कोड में लिखे एक तय शेड्यूल का पालन करती है। लगभग हर चार साल में, या ठीक-ठीक कहें तो हर 2,10,000 ब्लॉक पर, हर नए ब्लॉक के लिए माइनरों को मिलने वाला रिवॉर्ड आधा हो जाता है। इसी घटना को हॉल्विंग कहते हैं, और इसी कारण कुल बिटकॉइन कभी 2.1 करोड़ से ज़्यादा नहीं होंगे।</p>
<h2>अब तक का शेड्यूल</h2>
<ul>
<li>2009: शुरुआत, 50 BTC प्रति ब्लॉक।</li>
<li>नवंबर 2012: 25 BTC।</li>
<li>जुलाई 2016: 12.5 BTC।</li>
<li>मई 2020: 6.25 BTC।</li>
<li>अप्रैल 2024: ब्लॉक 8,40,000 पर 3.125 BTC।</li>
</ul>
<p>2024 की हॉल्विंग तक 1.96 करोड़ से ज़्यादा बिटकॉइन, यानी अंतिम सीमा का 93% से अधिक, माइन हो चुके थे। अब रोज़ लगभग 450 नए बिटकॉइन बनते हैं, जबकि पहले लगभग 900 बनते थे, और सालाना सप्लाई वृद्धि 1% से नीचे आ गई है।</p>
<h2>माइनरों पर असर</h2>
<p>हॉल्विंग रातोंरात माइनरों की सब्सिडी आय आधी कर देती है, जबकि बिजली और हार्डवेयर की लागत वही रहती है। कम कुशल माइनर मशीनें बंद कर सकते हैं, जब तक हर 2,016 ब्लॉक पर होने वाला डिफ़िकल्टी एडजस्टमेंट नेटवर्क को संतुलित न कर दे। सस्ती बिजली और नए उपकरणों वाले माइनर आमतौर पर बाज़ार हिस्सेदारी बढ़ाते हैं।</p>
<h2>कीमत के चक्र की कहानी, सावधानी के साथ</h2>
<p>पिछली हॉल्विंग के बाद बड़ी तेज़ी देखी गई, जिससे "चार साल के चक्र" का सिद्धांत लोकप्रिय हुआ। लेकिन अब तक केवल चार हॉल्विंग हुई हैं, जो सांख्यिकीय भरोसे के लिए बहुत कम हैं, और हर चक्र के साथ वैश्विक तरलता और 2024 में अमेरिकी स्पॉट बिटकॉइन ETF जैसे अन्य बड़े कारक भी जुड़े थे। हॉल्विंग सप्लाई में एक निश्चित बदलाव है; कीमत पर इसका असर एक खुला सवाल है।</p>`,
      },
      bn: {
        title: 'বিটকয়েন হালভিং চক্র: সরবরাহ ও মাইনারদের ওপর প্রভাব',
        excerpt:
          'প্রতি ২,১০,০০০ ব্লকে বিটকয়েনের ব্লক রিওয়ার্ড অর্ধেক হয়ে যায়। এই প্রতিবেদনে হালভিংয়ের ইতিহাস, নতুন সরবরাহ ও মাইনারদের অর্থনীতিতে প্রভাব এবং অতীতের প্যাটার্ন নিয়ে সতর্কতার কথা আলোচনা করা হয়েছে।',
        metaDescription:
          'বিটকয়েন হালভিং নিয়ে গবেষণা: ৫০ থেকে ৩.১২৫ BTC পর্যন্ত রিওয়ার্ডের যাত্রা, নতুন সরবরাহ ও মাইনারদের ওপর প্রভাব, এবং "চার বছরের চক্র"-এর গল্প কেন সাবধানে দেখা উচিত।',
        content: `<p>বিটকয়েনের সরবরাহ তার কোডে লেখা একটি নির্দিষ্ট সময়সূচি মেনে চলে। মোটামুটি প্রতি চার বছরে, আরও নির্দিষ্টভাবে প্রতি ২,১০,০০০ ব্লকে, প্রতিটি নতুন ব্লকের জন্য মাইনারদের প্রাপ্য রিওয়ার্ড অর্ধেক হয়ে যায়। এই ঘটনাকে বলে হালভিং, আর এ কারণেই মোট বিটকয়েন কখনও ২ কোটি ১০ লক্ষ ছাড়াবে না।</p>
<h2>এখন পর্যন্ত সময়সূচি</h2>
<ul>
<li>২০০৯: শুরু, প্রতি ব্লকে ৫০ BTC।</li>
<li>নভেম্বর ২০১২: ২৫ BTC।</li>
<li>জুলাই ২০১৬: ১২.৫ BTC।</li>
<li>মে ২০২০: ৬.২৫ BTC।</li>
<li>এপ্রিল ২০২৪: ৮,৪০,০০০ নম্বর ব্লকে ৩.১২৫ BTC।</li>
</ul>
<p>২০২৪ সালের হালভিংয়ের সময় পর্যন্ত ১ কোটি ৯৬ লক্ষের বেশি বিটকয়েন, অর্থাৎ সর্বোচ্চ সীমার ৯৩%-এর বেশি, মাইন হয়ে গিয়েছিল। এখন প্রতিদিন প্রায় ৪৫০টি নতুন বিটকয়েন তৈরি হয়, আগে যা ছিল প্রায় ৯০০, এবং বার্ষিক সরবরাহ বৃদ্ধি ১%-এর নিচে নেমেছে।</p>
<h2>মাইনারদের ওপর প্রভাব</h2>
<p>হালভিং রাতারাতি মাইনারদের ভর্তুকি আয় অর্ধেক করে দেয়, অথচ বিদ্যুৎ ও হার্ডওয়্যারের খরচ একই থাকে। কম দক্ষ মাইনাররা যন্ত্র বন্ধ করে দিতে পারেন, যতক্ষণ না প্রতি ২,০১৬ ব্লকে হওয়া ডিফিকাল্টি সমন্বয় নেটওয়ার্কে ভারসাম্য ফেরায়। সস্তা বিদ্যুৎ ও নতুন যন্ত্রের মাইনাররা সাধারণত বাজারে অংশীদারি বাড়ান।</p>
<h2>দামের চক্রের গল্প, সতর্কতাসহ</h2>
<p>আগের হালভিংগুলোর পরে বড় দাম বৃদ্ধি দেখা গেছে, যা থেকে "চার বছরের চক্র" তত্ত্ব জনপ্রিয় হয়েছে। কিন্তু এ পর্যন্ত মাত্র চারটি হালভিং হয়েছে, যা পরিসংখ্যানগত আস্থার জন্য খুবই কম, আর প্রতিটি চক্রের সঙ্গে বৈশ্বিক তারল্য এবং ২০২৪ সালে মার্কিন স্পট বিটকয়েন ইটিএফ-এর মতো বড় কারণও জড়িত ছিল। হালভিং সরবরাহে একটি নিশ্চিত পরিবর্তন; দামে এর প্রভাব একটি খোলা প্রশ্ন।</p>`,
      },
      'hi-en': {
        title: 'Bitcoin halving cycles: supply aur miners par kya asar hota hai',
        excerpt:
          'Har 2,10,000 blocks par Bitcoin ka block reward half ho jaata hai. Is research piece mein halving ki history, new supply aur miners ki economics par asar, aur past patterns par caution samjhiye.',
        metaDescription:
          'Bitcoin halving research: 50 se 3.125 BTC tak reward ka safar, supply aur miners par impact, aur "four-year cycle" wali price story ko carefully kyun dekhna chahiye.',
        content: `<p>Bitcoin ki supply uske code mein likhe ek fixed schedule ko follow karti hai. Lagbhag har chaar saal mein, exactly bolein toh har 2,10,000 blocks par, miners ko har naye block ke liye milne wala reward aadha ho jaata hai. Isi event ko halving kehte hain, aur isi wajah se total bitcoins kabhi 21 million se zyada nahi honge.</p>
<h2>Ab tak ka schedule</h2>
<p>2009 mein reward 50 BTC tha, November 2012 mein 25, July 2016 mein 12.5, May 2020 mein 6.25, aur April 2024 mein block 840,000 par 3.125 BTC ho gaya. 2024 halving tak 19.6 million se zyada bitcoins mine ho chuke the. Ab roz lagbhag 450 naye BTC bante hain, pehle yeh number lagbhag 900 tha, aur annual supply growth 1% se neeche aa gayi hai.</p>
<h2>Miners par asar</h2>
<p>Halving ke din miners ki subsidy income seedha half ho jaati hai, jabki bijli aur hardware ka kharcha wahi rehta hai. Kam efficient miners machines band kar dete hain, jab tak har 2,016 blocks wala difficulty adjustment network ko balance nahi kar deta. Sasti bijli aur naye machines wale miners usually apna market share badhaate hain.</p>
<h2>Price cycle wali story, thodi caution ke saath</h2>
<p>Pichhli halvings ke baad bade rallies dekhe gaye, isliye "four-year cycle" theory popular hai. Lekin abhi tak sirf chaar halvings hui hain, jo statistics ke liye bahut kam hai, aur har cycle mein global liquidity aur 2024 mein US spot Bitcoin ETFs jaise bade factors bhi the. Halving supply mein pakka badlaav hai; price par uska asar ek open question hai.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'stablecoin-market-structure',
    category: 'research',
    status: 'published',
    isFeatured: false,
    image: 'stablecoin-market-structure.svg',
    publishedDaysAgo: 74,
    views: 3120,
    shares: 164,
    translations: {
      en: {
        title: 'Stablecoin Market Structure: Issuers, Reserves and Risks',
        excerpt:
          'Stablecoins have become crypto\'s settlement layer. We examine how concentrated the market is, where reserves are held, which chains carry the supply and where the key risks lie.',
        metaDescription:
          'Research on stablecoin market structure: USDT and USDC dominance, Treasury-bill reserves, spread across Ethereum and Tron, and run, banking and policy risk.',
        content: `<p>Stablecoins have become the settlement layer of the crypto economy. They are the main quote currency on many exchanges, the most common collateral in decentralised finance and an increasingly used rail for cross-border payments. Their combined supply grew to well over USD 150 billion during 2024, although it remains small compared with traditional money markets. This article examines how the market is organised and where its weak points lie.</p>
<h2>A highly concentrated market</h2>
<p>Two issuers dominate. Tether's USDT has held the largest share for most of the market's history, and Circle's USDC is a distant but significant second. Together they have typically accounted for more than four-fifths of total stablecoin supply. Crypto-collateralised tokens such as DAI, and newer "synthetic dollar" designs that rely on derivatives hedging, make up most of the rest. Almost all circulating stablecoins are pegged to the US dollar; euro and other currency stablecoins remain a small niche.</p>
<h2>Where the reserves sit</h2>
<p>Fiat-backed issuers hold mostly short-term US Treasury bills, reverse repurchase agreements, bank deposits and money market fund shares. This makes the largest issuers meaningful holders of US government debt and means their profits rise and fall with short-term interest rates: the issuer earns the yield on reserves, while token holders typically earn nothing. Disclosure standards differ. Some issuers publish monthly attestations from accounting firms, which are narrower in scope than full financial audits.</p>
<h2>Distribution across blockchains</h2>
<p>Stablecoins are issued on many networks. Ethereum hosts a large share of the value, particularly for DeFi use, while Tron has become a major network for USDT transfers because of its low fees, especially in emerging markets. Solana, Ethereum layer-2 networks and others carry growing amounts. Moving between chains usually happens through issuer-supported minting and burning or through third-party bridges, which add risks of their own.</p>
<h2>Key risk channels</h2>
<ul>
<li><strong>Run risk:</strong> if holders doubt the reserves, mass redemptions can force asset sales, as briefly seen with USDC during the Silicon Valley Bank failure in March 2023.</li>
<li><strong>Banking concentration:</strong> reliance on a few banking partners creates single points of failure.</li>
<li><strong>Design risk:</strong> under-collateralised or algorithmic models, illustrated by TerraUSD's collapse in 2022, can fail rapidly.</li>
<li><strong>Regulatory risk:</strong> rules such as the EU's MiCA framework, whose stablecoin provisions began applying in mid-2024, can restrict which tokens exchanges may offer in a jurisdiction.</li>
</ul>
<p>For analysts, useful indicators include supply growth by issuer and chain, redemption flows, reserve composition reports and secondary-market deviations from the peg. None of these eliminates risk, but together they show whether demand for stablecoins reflects genuine usage or short-term speculation.</p>`,
      },
      hi: {
        title: 'स्टेबलकॉइन बाज़ार की संरचना: जारीकर्ता, रिज़र्व और जोखिम',
        excerpt:
          'स्टेबलकॉइन क्रिप्टो अर्थव्यवस्था की सेटलमेंट परत बन चुके हैं। यह लेख देखता है कि बाज़ार कितना केंद्रित है, रिज़र्व कहाँ रखे जाते हैं, सप्लाई किन ब्लॉकचेन पर है और मुख्य जोखिम कहाँ हैं।',
        metaDescription:
          'स्टेबलकॉइन बाज़ार पर शोध: USDT और USDC का दबदबा, ट्रेज़री बिल में रिज़र्व, Ethereum और Tron पर वितरण, और रन, बैंकिंग व नियामकीय जोखिमों का विश्लेषण।',
        content: `<p>स्टेबलकॉइन अब क्रिप्टो अर्थव्यवस्था की सेटलमेंट परत हैं। कई एक्सचेंजों पर ये मुख्य कोट करेंसी हैं, DeFi में सबसे आम कोलैटरल हैं और सीमा-पार भुगतान के लिए इनका इस्तेमाल बढ़ रहा है। 2024 के दौरान इनकी कुल सप्लाई 150 अरब डॉलर से काफ़ी ऊपर पहुँच गई, हालाँकि पारंपरिक मनी मार्केट की तुलना में यह अब भी छोटी है।</p>
<h2>अत्यधिक केंद्रित बाज़ार</h2>
<p>दो जारीकर्ताओं का दबदबा है। टेदर का USDT लंबे समय से सबसे बड़ा है, और सर्किल का USDC दूसरे स्थान पर है। दोनों मिलकर आमतौर पर कुल सप्लाई के चार-पाँचवें हिस्से से ज़्यादा रहे हैं। लगभग सभी स्टेबलकॉइन अमेरिकी डॉलर से जुड़े हैं। फ़िएट-समर्थित जारीकर्ता ज़्यादातर अल्पकालिक अमेरिकी ट्रेज़री बिल, रिवर्स रेपो और बैंक जमा रखते हैं; रिज़र्व पर मिलने वाला ब्याज जारीकर्ता को मिलता है, होल्डर को आमतौर पर कुछ नहीं।</p>
<h2>मुख्य जोखिम</h2>
<ul>
<li><strong>रन जोखिम:</strong> रिज़र्व पर संदेह होने पर बड़े पैमाने पर रिडेम्पशन हो सकते हैं, जैसा मार्च 2023 में USDC के साथ कुछ समय के लिए हुआ।</li>
<li><strong>बैंकिंग केंद्रीकरण:</strong> कुछ ही बैंकिंग साझेदारों पर निर्भरता विफलता का एकल बिंदु बनाती है।</li>
<li><strong>डिज़ाइन जोखिम:</strong> एल्गोरिदमिक मॉडल, जैसे 2022 में TerraUSD, तेज़ी से विफल हो सकते हैं।</li>
<li><strong>नियामकीय जोखिम:</strong> यूरोपीय संघ के MiCA जैसे नियम तय कर सकते हैं कि एक्सचेंज किन टोकनों की पेशकश करें।</li>
</ul>
<p>विश्लेषकों के लिए उपयोगी संकेतक हैं: जारीकर्ता और चेन के अनुसार सप्लाई वृद्धि, रिडेम्पशन प्रवाह, रिज़र्व की संरचना और पेग से बाज़ार कीमत का विचलन। इनमें से कोई भी जोखिम ख़त्म नहीं करता, पर मिलकर ये बताते हैं कि माँग वास्तविक उपयोग से है या अल्पकालिक सट्टे से।</p>`,
      },
      bn: {
        title: 'স্টেবলকয়েন বাজারের কাঠামো: ইস্যুকারী, রিজার্ভ ও ঝুঁকি',
        excerpt:
          'স্টেবলকয়েন এখন ক্রিপ্টো অর্থনীতির সেটেলমেন্ট স্তর। এই প্রতিবেদনে দেখা হয়েছে বাজার কতটা কেন্দ্রীভূত, রিজার্ভ কোথায় রাখা হয়, সরবরাহ কোন ব্লকচেইনে এবং প্রধান ঝুঁকিগুলো কোথায়।',
        metaDescription:
          'স্টেবলকয়েন বাজার নিয়ে গবেষণা: USDT ও USDC-এর আধিপত্য, ট্রেজারি বিলে রিজার্ভ, Ethereum ও Tron-এ বণ্টন, এবং রান, ব্যাংকিং ও নিয়ন্ত্রক ঝুঁকির বিশ্লেষণ।',
        content: `<p>স্টেবলকয়েন এখন ক্রিপ্টো অর্থনীতির সেটেলমেন্ট স্তর। অনেক এক্সচেঞ্জে এগুলোই প্রধান কোট মুদ্রা, DeFi-তে সবচেয়ে প্রচলিত জামানত, এবং আন্তঃসীমান্ত লেনদেনে এদের ব্যবহার বাড়ছে। ২০২৪ সালে মোট সরবরাহ ১৫০ বিলিয়ন ডলারের অনেক ওপরে পৌঁছেছে, যদিও প্রচলিত মানি মার্কেটের তুলনায় তা এখনও ছোট।</p>
<h2>অত্যন্ত কেন্দ্রীভূত বাজার</h2>
<p>দুটি ইস্যুকারীর আধিপত্য। টেথারের USDT দীর্ঘদিন ধরে সবচেয়ে বড়, আর সার্কেলের USDC দ্বিতীয়। দুটি মিলে সাধারণত মোট সরবরাহের চার-পঞ্চমাংশের বেশি। প্রায় সব স্টেবলকয়েন মার্কিন ডলারের সঙ্গে যুক্ত। ফিয়াট-সমর্থিত ইস্যুকারীরা মূলত স্বল্পমেয়াদি মার্কিন ট্রেজারি বিল, রিভার্স রেপো ও ব্যাংক আমানত রাখে; রিজার্ভের সুদ পায় ইস্যুকারী, ধারকেরা সাধারণত কিছুই পান না।</p>
<h2>প্রধান ঝুঁকি</h2>
<ul>
<li><strong>রান ঝুঁকি:</strong> রিজার্ভ নিয়ে সন্দেহ হলে ব্যাপক রিডেম্পশন হতে পারে, যেমন ২০২৩ সালের মার্চে অল্প সময়ের জন্য USDC-এর ক্ষেত্রে হয়েছিল।</li>
<li><strong>ব্যাংকিং কেন্দ্রীকরণ:</strong> অল্প কয়েকটি ব্যাংকের ওপর নির্ভরতা ব্যর্থতার একক বিন্দু তৈরি করে।</li>
<li><strong>নকশাগত ঝুঁকি:</strong> ২০২২ সালের TerraUSD-এর মতো অ্যালগরিদমিক মডেল দ্রুত ভেঙে পড়তে পারে।</li>
<li><strong>নিয়ন্ত্রক ঝুঁকি:</strong> ইউরোপীয় ইউনিয়নের MiCA-র মতো নিয়ম ঠিক করে দিতে পারে এক্সচেঞ্জ কোন টোকেন দিতে পারবে।</li>
</ul>
<p>বিশ্লেষকদের জন্য কার্যকর সূচক হলো ইস্যুকারী ও চেইন অনুযায়ী সরবরাহ বৃদ্ধি, রিডেম্পশন প্রবাহ, রিজার্ভের গঠন এবং পেগ থেকে বাজারদরের বিচ্যুতি। এগুলো ঝুঁকি দূর করে না, তবে একসঙ্গে দেখায় চাহিদা প্রকৃত ব্যবহার থেকে আসছে নাকি স্বল্পমেয়াদি ফাটকা থেকে।</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'layer-2-rollups-compared',
    category: 'research',
    status: 'published',
    isFeatured: true,
    image: 'layer-2-rollups-compared.svg',
    publishedDaysAgo: 6,
    views: 5860,
    shares: 347,
    translations: {
      en: {
        title: 'Layer-2 Rollups Compared: Optimistic vs Zero-Knowledge',
        excerpt:
          'Rollups execute transactions off Ethereum and post data back to it. We compare how optimistic and ZK rollups prove correctness, and how they differ on exits, costs and trust.',
        metaDescription:
          'Layer-2 analysis: optimistic rollups like Arbitrum, OP Mainnet and Base versus ZK rollups like zkSync and Starknet, plus blobs, sequencers and upgrade risks.',
        content: `<p>Ethereum's base layer processes a limited number of transactions per block, which pushes fees up when demand is high. Rollups are the main scaling approach the Ethereum community has chosen: they execute transactions off the main chain, bundle them together and post compressed data back to Ethereum. Users get lower fees while, in principle, keeping Ethereum's security. The two major families, optimistic and zero-knowledge rollups, differ in how they prove that off-chain execution was correct.</p>
<h2>Optimistic rollups</h2>
<p>Optimistic rollups, such as Arbitrum, OP Mainnet and Base, assume transactions are valid unless someone proves otherwise. After a batch is posted, there is a challenge window, commonly about seven days, during which anyone can submit a fraud proof. This is why withdrawing directly from an optimistic rollup to Ethereum typically takes a week, although third-party bridges offer faster exits for a fee. Their main advantage is compatibility: they closely mirror the Ethereum Virtual Machine, so existing applications move over easily.</p>
<h2>Zero-knowledge rollups</h2>
<p>ZK rollups, including zkSync Era, Starknet, Scroll and Linea, generate a cryptographic validity proof for every batch. Ethereum verifies the proof on-chain, so correctness is established mathematically rather than by waiting for challenges. Withdrawals can therefore be finalised once a proof is accepted, often within hours. The trade-off is complexity: generating proofs is computationally expensive, and achieving close EVM equivalence has taken years of engineering.</p>
<h2>How they compare</h2>
<ul>
<li><strong>Withdrawal time to Ethereum:</strong> around a week for optimistic rollups; typically hours for ZK rollups, depending on how often proofs are posted.</li>
<li><strong>Costs:</strong> both became much cheaper after the Dencun upgrade in March 2024 introduced "blobs", a cheaper dedicated space for rollup data (EIP-4844).</li>
<li><strong>Developer experience:</strong> optimistic rollups have generally offered the smoothest compatibility; ZK rollups have been narrowing the gap.</li>
<li><strong>Maturity:</strong> optimistic rollups attracted most activity early on, while ZK proving technology is advancing quickly.</li>
</ul>
<h2>The caveats that matter</h2>
<p>Most rollups still rely on a single sequencer, run by the project team, to order transactions. This can enable censorship or outages, even though users can usually force transactions through Ethereum as a fallback. Many also retain upgradeable contracts controlled by multisig wallets or security councils, which means users trust those key holders. Community risk frameworks, such as the "stages" classification published by L2BEAT, grade rollups on how far they have removed these training wheels.</p>
<blockquote>A rollup inherits Ethereum's security only to the extent that its proofs, data availability and upgrade controls actually allow it.</blockquote>
<p>When comparing rollups, look beyond fees and speed to the proof system in production, data availability, exit mechanisms and governance. These factors determine what happens in the rare but important moments when something goes wrong.</p>`,
      },
      hi: {
        title: 'लेयर-2 रोलअप की तुलना: ऑप्टिमिस्टिक बनाम ज़ीरो-नॉलेज',
        excerpt:
          'रोलअप लेन-देन को एथेरियम के बाहर चलाकर डेटा वापस एथेरियम पर भेजते हैं। जानिए ऑप्टिमिस्टिक और ZK रोलअप सही होने को कैसे साबित करते हैं, और निकासी समय, लागत व भरोसे में क्या फ़र्क़ है।',
        metaDescription:
          'लेयर-2 रोलअप का विश्लेषण: Arbitrum, OP Mainnet और Base जैसे ऑप्टिमिस्टिक रोलअप बनाम zkSync और Starknet जैसे ZK रोलअप, EIP-4844 ब्लॉब, सीक्वेंसर और अपग्रेड जोखिम।',
        content: `<p>एथेरियम की मूल परत हर ब्लॉक में सीमित लेन-देन ही संभाल सकती है, इसलिए माँग बढ़ने पर फ़ीस बढ़ जाती है। रोलअप एथेरियम समुदाय का चुना हुआ मुख्य स्केलिंग तरीका हैं: ये लेन-देन मुख्य चेन से बाहर चलाते हैं, उन्हें एक साथ बंडल करते हैं और संकुचित डेटा वापस एथेरियम पर भेजते हैं।</p>
<h2>ऑप्टिमिस्टिक रोलअप</h2>
<p>Arbitrum, OP Mainnet और Base जैसे ऑप्टिमिस्टिक रोलअप मानकर चलते हैं कि लेन-देन सही हैं, जब तक कोई उलटा साबित न करे। बैच पोस्ट होने के बाद आमतौर पर लगभग सात दिन की चुनौती अवधि होती है, जिसमें कोई भी फ़्रॉड प्रूफ़ दे सकता है। इसीलिए सीधे एथेरियम पर निकासी में लगभग एक हफ़्ता लगता है। इनका बड़ा फ़ायदा एथेरियम वर्चुअल मशीन के साथ अच्छी संगतता है।</p>
<h2>ज़ीरो-नॉलेज रोलअप</h2>
<p>zkSync Era, Starknet, Scroll और Linea जैसे ZK रोलअप हर बैच के लिए एक क्रिप्टोग्राफ़िक वैलिडिटी प्रूफ़ बनाते हैं, जिसे एथेरियम ऑन-चेन जाँचता है। इसलिए प्रूफ़ स्वीकार होते ही निकासी पूरी हो सकती है, अक्सर कुछ घंटों में। इसकी कीमत जटिलता है: प्रूफ़ बनाना महँगा है। मार्च 2024 के डेनकुन अपग्रेड (EIP-4844) में आए "ब्लॉब" ने दोनों तरह के रोलअप का डेटा खर्च काफ़ी घटा दिया।</p>
<h2>ज़रूरी सावधानियाँ</h2>
<p>ज़्यादातर रोलअप अभी भी एक ही सीक्वेंसर पर निर्भर हैं, जिससे सेंसरशिप या आउटेज संभव है, और कई के कॉन्ट्रैक्ट मल्टीसिग या सिक्योरिटी काउंसिल द्वारा अपग्रेड किए जा सकते हैं। L2BEAT का "स्टेज" वर्गीकरण जैसे सामुदायिक ढाँचे बताते हैं कि कौन-सा रोलअप इन अस्थायी नियंत्रणों से कितना आगे निकला है। तुलना करते समय फ़ीस और गति से आगे बढ़कर प्रूफ़ सिस्टम, डेटा उपलब्धता, निकासी तंत्र और गवर्नेंस देखें।</p>`,
      },
      bn: {
        title: 'লেয়ার-২ রোলআপের তুলনা: অপটিমিস্টিক বনাম জিরো-নলেজ',
        excerpt:
          'রোলআপ লেনদেন ইথেরিয়ামের বাইরে চালিয়ে ডেটা আবার ইথেরিয়ামে পাঠায়। জানুন অপটিমিস্টিক ও ZK রোলআপ কীভাবে সঠিকতা প্রমাণ করে, আর উইথড্রয়ালের সময়, খরচ ও আস্থায় পার্থক্য কোথায়।',
        metaDescription:
          'লেয়ার-২ রোলআপ বিশ্লেষণ: Arbitrum, OP Mainnet ও Base-এর মতো অপটিমিস্টিক রোলআপ বনাম zkSync ও Starknet-এর মতো ZK রোলআপ, EIP-4844 ব্লব, সিকোয়েন্সার ও আপগ্রেড ঝুঁকি।',
        content: `<p>ইথেরিয়ামের মূল স্তর প্রতি ব্লকে সীমিত সংখ্যক লেনদেন প্রক্রিয়া করতে পারে, তাই চাহিদা বাড়লে ফি বাড়ে। রোলআপ হলো ইথেরিয়াম কমিউনিটির বেছে নেওয়া প্রধান স্কেলিং পদ্ধতি: এগুলো মূল চেইনের বাইরে লেনদেন চালায়, একসঙ্গে বান্ডল করে এবং সংকুচিত ডেটা ইথেরিয়ামে পাঠায়।</p>
<h2>অপটিমিস্টিক রোলআপ</h2>
<p>Arbitrum, OP Mainnet ও Base-এর মতো অপটিমিস্টিক রোলআপ ধরে নেয় লেনদেন সঠিক, যতক্ষণ না কেউ উল্টোটা প্রমাণ করে। ব্যাচ পোস্ট হওয়ার পর সাধারণত প্রায় সাত দিনের চ্যালেঞ্জ সময় থাকে, যখন যে কেউ ফ্রড প্রুফ জমা দিতে পারে। তাই সরাসরি ইথেরিয়ামে উইথড্রয়ালে প্রায় এক সপ্তাহ লাগে। এদের বড় সুবিধা ইথেরিয়াম ভার্চুয়াল মেশিনের সঙ্গে ভালো সামঞ্জস্য।</p>
<h2>জিরো-নলেজ রোলআপ</h2>
<p>zkSync Era, Starknet, Scroll ও Linea-র মতো ZK রোলআপ প্রতিটি ব্যাচের জন্য একটি ক্রিপ্টোগ্রাফিক ভ্যালিডিটি প্রুফ তৈরি করে, যা ইথেরিয়াম অন-চেইনে যাচাই করে। ফলে প্রুফ গৃহীত হলেই উইথড্রয়াল চূড়ান্ত হতে পারে, প্রায়ই কয়েক ঘণ্টায়। এর মূল্য হলো জটিলতা: প্রুফ তৈরি ব্যয়বহুল। ২০২৪ সালের মার্চে ডেনকুন আপগ্রেডে (EIP-4844) আসা "ব্লব" দুই ধরনের রোলআপেরই ডেটা খরচ অনেক কমিয়েছে।</p>
<h2>জরুরি সতর্কতা</h2>
<p>বেশিরভাগ রোলআপ এখনও একটি মাত্র সিকোয়েন্সারের ওপর নির্ভর করে, যা সেন্সরশিপ বা বিভ্রাটের সুযোগ তৈরি করে, আর অনেকের কন্ট্র্যাক্ট মাল্টিসিগ বা সিকিউরিটি কাউন্সিল আপগ্রেড করতে পারে। L2BEAT-এর "স্টেজ" শ্রেণিবিন্যাসের মতো কমিউনিটি কাঠামো দেখায় কোন রোলআপ এই অস্থায়ী নিয়ন্ত্রণ থেকে কতটা মুক্ত হয়েছে। তুলনার সময় ফি ও গতির বাইরে প্রুফ সিস্টেম, ডেটা প্রাপ্যতা, উইথড্রয়াল ব্যবস্থা ও গভর্ন্যান্সও দেখুন।</p>`,
      },
      kn: {
        title: 'ಲೇಯರ್-2 ರೋಲ್‌ಅಪ್‌ಗಳ ಹೋಲಿಕೆ: ಆಪ್ಟಿಮಿಸ್ಟಿಕ್ ಮತ್ತು ಝೀರೋ-ನಾಲೆಜ್',
        excerpt:
          'ರೋಲ್‌ಅಪ್‌ಗಳು ವಹಿವಾಟುಗಳನ್ನು ಎಥೆರಿಯಮ್‌ನ ಹೊರಗೆ ನಡೆಸಿ ಡೇಟಾವನ್ನು ಮರಳಿ ಎಥೆರಿಯಮ್‌ಗೆ ಕಳುಹಿಸುತ್ತವೆ. ಆಪ್ಟಿಮಿಸ್ಟಿಕ್ ಮತ್ತು ZK ರೋಲ್‌ಅಪ್‌ಗಳ ವ್ಯತ್ಯಾಸ, ಹಿಂಪಡೆಯುವ ಸಮಯ ಮತ್ತು ಅಪಾಯಗಳನ್ನು ತಿಳಿಯಿರಿ.',
        metaDescription:
          'ಲೇಯರ್-2 ರೋಲ್‌ಅಪ್ ವಿಶ್ಲೇಷಣೆ: Arbitrum, OP Mainnet, Base ನಂತಹ ಆಪ್ಟಿಮಿಸ್ಟಿಕ್ ರೋಲ್‌ಅಪ್‌ಗಳು ಮತ್ತು zkSync, Starknet ನಂತಹ ZK ರೋಲ್‌ಅಪ್‌ಗಳು, EIP-4844 ಬ್ಲಾಬ್ ಮತ್ತು ಸೀಕ್ವೆನ್ಸರ್ ಅಪಾಯ.',
        content: `<p>ಎಥೆರಿಯಮ್‌ನ ಮೂಲ ಪದರ ಪ್ರತಿ ಬ್ಲಾಕ್‌ನಲ್ಲಿ ಸೀಮಿತ ಸಂಖ್ಯೆಯ ವಹಿವಾಟುಗಳನ್ನು ಮಾತ್ರ ನಿರ್ವಹಿಸಬಲ್ಲದು, ಆದ್ದರಿಂದ ಬೇಡಿಕೆ ಹೆಚ್ಚಾದಾಗ ಶುಲ್ಕ ಏರುತ್ತದೆ. ರೋಲ್‌ಅಪ್‌ಗಳು ಎಥೆರಿಯಮ್ ಸಮುದಾಯ ಆಯ್ಕೆ ಮಾಡಿಕೊಂಡ ಮುಖ್ಯ ವಿಸ್ತರಣಾ ವಿಧಾನ: ಅವು ವಹಿವಾಟುಗಳನ್ನು ಮುಖ್ಯ ಸರಪಳಿಯ ಹೊರಗೆ ನಡೆಸಿ, ಒಟ್ಟುಗೂಡಿಸಿ, ಸಂಕುಚಿತ ಡೇಟಾವನ್ನು ಎಥೆರಿಯಮ್‌ಗೆ ಕಳುಹಿಸುತ್ತವೆ.</p>
<h2>ಆಪ್ಟಿಮಿಸ್ಟಿಕ್ ರೋಲ್‌ಅಪ್‌ಗಳು</h2>
<p>Arbitrum, OP Mainnet ಮತ್ತು Base ನಂತಹ ಆಪ್ಟಿಮಿಸ್ಟಿಕ್ ರೋಲ್‌ಅಪ್‌ಗಳು, ಯಾರಾದರೂ ತಪ್ಪೆಂದು ಸಾಬೀತುಪಡಿಸುವವರೆಗೆ ವಹಿವಾಟುಗಳು ಸರಿಯಾಗಿವೆ ಎಂದು ಭಾವಿಸುತ್ತವೆ. ಬ್ಯಾಚ್ ಪೋಸ್ಟ್ ಆದ ನಂತರ ಸಾಮಾನ್ಯವಾಗಿ ಸುಮಾರು ಏಳು ದಿನಗಳ ಸವಾಲು ಅವಧಿ ಇರುತ್ತದೆ; ಆ ಸಮಯದಲ್ಲಿ ಯಾರು ಬೇಕಾದರೂ ವಂಚನೆ ಪುರಾವೆ (ಫ್ರಾಡ್ ಪ್ರೂಫ್) ಸಲ್ಲಿಸಬಹುದು. ಆದ್ದರಿಂದ ನೇರವಾಗಿ ಎಥೆರಿಯಮ್‌ಗೆ ಹಣ ಹಿಂಪಡೆಯಲು ಸುಮಾರು ಒಂದು ವಾರ ಬೇಕಾಗುತ್ತದೆ.</p>
<h2>ಝೀರೋ-ನಾಲೆಜ್ ರೋಲ್‌ಅಪ್‌ಗಳು</h2>
<p>zkSync Era, Starknet, Scroll ಮತ್ತು Linea ನಂತಹ ZK ರೋಲ್‌ಅಪ್‌ಗಳು ಪ್ರತಿಯೊಂದು ಬ್ಯಾಚ್‌ಗೂ ಕ್ರಿಪ್ಟೋಗ್ರಾಫಿಕ್ ಸಿಂಧುತ್ವ ಪುರಾವೆ (ವ್ಯಾಲಿಡಿಟಿ ಪ್ರೂಫ್) ರಚಿಸುತ್ತವೆ, ಅದನ್ನು ಎಥೆರಿಯಮ್ ಆನ್-ಚೈನ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿಸುತ್ತದೆ. ಹೀಗಾಗಿ ಪುರಾವೆ ಸ್ವೀಕೃತವಾದ ತಕ್ಷಣ ಹಿಂಪಡೆಯುವಿಕೆ ಅಂತಿಮವಾಗಬಹುದು, ಅನೇಕ ಬಾರಿ ಕೆಲವೇ ಗಂಟೆಗಳಲ್ಲಿ. 2024ರ ಮಾರ್ಚ್‌ನ ಡೆನ್‌ಕುನ್ ಅಪ್‌ಗ್ರೇಡ್ (EIP-4844) ತಂದ "ಬ್ಲಾಬ್"ಗಳು ಎರಡೂ ಬಗೆಯ ರೋಲ್‌ಅಪ್‌ಗಳ ಡೇಟಾ ವೆಚ್ಚವನ್ನು ಗಣನೀಯವಾಗಿ ಇಳಿಸಿವೆ.</p>
<p>ಬಹುತೇಕ ರೋಲ್‌ಅಪ್‌ಗಳು ಇನ್ನೂ ಒಂದೇ ಸೀಕ್ವೆನ್ಸರ್ ಅನ್ನು ಅವಲಂಬಿಸಿವೆ, ಇದರಿಂದ ಸೆನ್ಸಾರ್‌ಶಿಪ್ ಅಥವಾ ಸ್ಥಗಿತ ಸಾಧ್ಯ; ಅನೇಕವುಗಳ ಕಾಂಟ್ರಾಕ್ಟ್‌ಗಳನ್ನು ಮಲ್ಟಿಸಿಗ್ ಅಥವಾ ಭದ್ರತಾ ಮಂಡಳಿ ಅಪ್‌ಗ್ರೇಡ್ ಮಾಡಬಹುದು. ಹೋಲಿಕೆ ಮಾಡುವಾಗ ಶುಲ್ಕ ಮತ್ತು ವೇಗದ ಜೊತೆಗೆ ಪುರಾವೆ ವ್ಯವಸ್ಥೆ, ಡೇಟಾ ಲಭ್ಯತೆ, ನಿರ್ಗಮನ ವ್ಯವಸ್ಥೆ ಮತ್ತು ಆಡಳಿತವನ್ನೂ ಪರಿಶೀಲಿಸಿ.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'on-chain-metrics-mvrv-active-addresses',
    category: 'research',
    status: 'published',
    isFeatured: false,
    image: 'on-chain-metrics-mvrv-active-addresses.svg',
    publishedDaysAgo: 118,
    views: 4475,
    shares: 219,
    translations: {
      en: {
        title: 'On-Chain Metrics: MVRV and Active Addresses, With Caveats',
        excerpt:
          'MVRV and active addresses are among the most quoted on-chain metrics. We explain how they are calculated, what they can tell you, and how lost coins, exchanges and bots distort them.',
        metaDescription:
          'On-chain analysis guide: what realised cap and the MVRV ratio measure, what active addresses count, and caveats to weigh before reading them as price signals.',
        content: `<p>Public blockchains record every transaction, which gives analysts a dataset that traditional markets rarely offer. From it, researchers derive on-chain metrics that attempt to describe how a network is used and how holders are positioned. Two of the most cited are MVRV and active addresses. Both can be informative, and both are frequently over-interpreted.</p>
<img src="/media/seed/on-chain-metrics-mvrv-active-addresses.svg" alt="Illustrative line chart of market value and realised value, with the gap between them shaded to show the MVRV ratio">
<h2>Realised value and MVRV</h2>
<p>Market capitalisation multiplies the current price by the circulating supply. Realised capitalisation instead values each coin at the price when it last moved on-chain, approximating the aggregate cost basis of all holders. The MVRV ratio divides market value by realised value. A reading well above 1 suggests holders, on average, are sitting on large unrealised profits; a reading below 1 means the average coin is held at a loss. Historically, Bitcoin's MVRV has reached elevated levels near major cycle peaks and fallen below 1 near deep bear-market lows.</p>
<h2>Why MVRV needs caution</h2>
<ul>
<li>Lost coins, such as early mined bitcoins that have never moved, sit in realised cap at very low prices and distort the picture.</li>
<li>Coins moved between a user's own wallets, or shuffled by exchanges, reset their "realised" price without any real sale.</li>
<li>Coins held by exchange-traded funds and custodians may rarely move on-chain, even when ownership changes hands.</li>
<li>Thresholds that marked past tops or bottoms are drawn from a handful of cycles, and the market's structure has changed since.</li>
</ul>
<h2>Active addresses: usage or noise?</h2>
<p>Active addresses count the unique addresses that sent or received a transaction in a period. Rising activity can indicate growing adoption, but an address is not a person. One exchange may control millions of addresses, while one user can create many. Fee levels also matter: on cheap networks, automated bots and spam can inflate counts at almost no cost. Analysts therefore adjust with entity clustering, minimum-value filters or measures such as transfer volume adjusted for change outputs.</p>
<blockquote>On-chain data is precise about what happened on the ledger and uncertain about who did it and why.</blockquote>
<h2>Using metrics responsibly</h2>
<p>No single indicator reliably predicts prices. On-chain metrics work best as context: combine several measures, compare them across long time frames, and check them against off-chain factors such as exchange-traded fund flows and macroeconomic conditions. Data providers also use different heuristics, so the same metric can differ across dashboards. Always check the methodology before drawing conclusions.</p>`,
      },
      hi: {
        title: 'ऑन-चेन मेट्रिक्स: MVRV और एक्टिव एड्रेस, सीमाओं के साथ',
        excerpt:
          'MVRV और एक्टिव एड्रेस सबसे ज़्यादा उद्धृत ऑन-चेन मेट्रिक्स में से हैं। जानिए ये कैसे गिने जाते हैं, इनसे क्या पता चलता है, और खोए कॉइन, एक्सचेंज व बॉट इन्हें कैसे बिगाड़ सकते हैं।',
        metaDescription:
          'ऑन-चेन विश्लेषण की गाइड: रियलाइज़्ड कैप और MVRV अनुपात का मतलब, एक्टिव एड्रेस क्या मापते हैं, और इन संकेतकों को कीमत की भविष्यवाणी मानने से पहले ज़रूरी सावधानियाँ।',
        content: `<p>सार्वजनिक ब्लॉकचेन हर लेन-देन दर्ज करते हैं, जिससे विश्लेषकों को ऐसा डेटा मिलता है जो पारंपरिक बाज़ारों में दुर्लभ है। इससे शोधकर्ता ऑन-चेन मेट्रिक्स निकालते हैं, जिनमें MVRV और एक्टिव एड्रेस सबसे प्रसिद्ध हैं। दोनों उपयोगी हो सकते हैं, और दोनों की अक्सर ज़रूरत से ज़्यादा व्याख्या की जाती है।</p>
<h2>रियलाइज़्ड वैल्यू और MVRV</h2>
<p>मार्केट कैप मौजूदा कीमत को सर्कुलेटिंग सप्लाई से गुणा करता है। रियलाइज़्ड कैप हर कॉइन को उस कीमत पर आँकता है जिस पर वह आख़िरी बार ऑन-चेन हिला था, जो सभी होल्डरों की कुल लागत का अनुमान देता है। MVRV अनुपात मार्केट वैल्यू को रियलाइज़्ड वैल्यू से भाग देता है। 1 से काफ़ी ऊपर का मान बताता है कि औसतन होल्डर बड़े अवास्तविक मुनाफ़े में हैं, और 1 से नीचे का मान बताता है कि औसत कॉइन घाटे में है।</p>
<h2>सावधानियाँ</h2>
<ul>
<li>खोए हुए कॉइन बहुत कम कीमत पर रियलाइज़्ड कैप में बने रहते हैं और तस्वीर बिगाड़ते हैं।</li>
<li>अपने ही वॉलेट के बीच या एक्सचेंज द्वारा कॉइन हिलाने से बिना किसी बिक्री के "रियलाइज़्ड" कीमत बदल जाती है।</li>
<li>एक एड्रेस एक व्यक्ति नहीं है: एक एक्सचेंज लाखों एड्रेस चला सकता है, और सस्ते नेटवर्क पर बॉट गिनती बढ़ा सकते हैं।</li>
</ul>
<p>कोई भी एक संकेतक कीमत का भरोसेमंद अनुमान नहीं देता। ऑन-चेन मेट्रिक्स संदर्भ के रूप में सबसे अच्छा काम करते हैं: कई मापों को साथ देखें, लंबी अवधि में तुलना करें, और ETF प्रवाह व वृहद आर्थिक स्थितियों जैसे ऑफ़-चेन कारकों से मिलान करें। निष्कर्ष निकालने से पहले डेटा प्रदाता की कार्यप्रणाली ज़रूर जाँचें।</p>`,
      },
      bn: {
        title: 'অন-চেইন মেট্রিক্স: MVRV ও অ্যাক্টিভ অ্যাড্রেস, সীমাবদ্ধতাসহ',
        excerpt:
          'MVRV ও অ্যাক্টিভ অ্যাড্রেস সবচেয়ে বেশি উদ্ধৃত অন-চেইন মেট্রিক্সের মধ্যে পড়ে। জানুন এগুলো কীভাবে গণনা হয়, কী বলে, আর হারানো কয়েন, এক্সচেঞ্জ ও বট কীভাবে এগুলোকে বিকৃত করে।',
        metaDescription:
          'অন-চেইন বিশ্লেষণের গাইড: রিয়েলাইজড ক্যাপ ও MVRV অনুপাতের অর্থ, অ্যাক্টিভ অ্যাড্রেস কী মাপে, এবং এই সূচকগুলোকে দামের পূর্বাভাস ভাবার আগে প্রয়োজনীয় সতর্কতা।',
        content: `<p>পাবলিক ব্লকচেইন প্রতিটি লেনদেন নথিভুক্ত করে, ফলে বিশ্লেষকেরা এমন ডেটা পান যা প্রচলিত বাজারে বিরল। এখান থেকে গবেষকেরা অন-চেইন মেট্রিক্স তৈরি করেন, যার মধ্যে MVRV ও অ্যাক্টিভ অ্যাড্রেস সবচেয়ে পরিচিত। দুটিই তথ্যবহুল হতে পারে, আবার দুটিরই প্রায়ই অতিরিক্ত ব্যাখ্যা করা হয়।</p>
<h2>রিয়েলাইজড ভ্যালু ও MVRV</h2>
<p>মার্কেট ক্যাপ বর্তমান দামকে প্রচলিত সরবরাহ দিয়ে গুণ করে। রিয়েলাইজড ক্যাপ প্রতিটি কয়েনকে সেই দামে ধরে, যে দামে সেটি শেষবার অন-চেইনে সরেছিল; এতে সব ধারকের মোট ক্রয়মূল্যের একটি আনুমানিক হিসাব মেলে। MVRV অনুপাত মার্কেট ভ্যালুকে রিয়েলাইজড ভ্যালু দিয়ে ভাগ করে। ১-এর অনেক ওপরে মানে গড়ে ধারকেরা বড় অবাস্তবায়িত মুনাফায় আছেন, আর ১-এর নিচে মানে গড় কয়েন লোকসানে।</p>
<h2>সতর্কতা</h2>
<ul>
<li>হারানো কয়েন খুব কম দামে রিয়েলাইজড ক্যাপে থেকে যায় এবং ছবিটা বিকৃত করে।</li>
<li>নিজের ওয়ালেটের মধ্যে বা এক্সচেঞ্জের কয়েন সরানোয় কোনো বিক্রি ছাড়াই "রিয়েলাইজড" দাম বদলে যায়।</li>
<li>একটি অ্যাড্রেস মানে একজন মানুষ নয়: একটি এক্সচেঞ্জ লক্ষ লক্ষ অ্যাড্রেস চালাতে পারে, আর সস্তা নেটওয়ার্কে বট গণনা বাড়িয়ে দিতে পারে।</li>
</ul>
<p>কোনো একক সূচক নির্ভরযোগ্যভাবে দামের পূর্বাভাস দেয় না। অন-চেইন মেট্রিক্স প্রেক্ষাপট হিসেবেই সবচেয়ে ভালো কাজ করে: কয়েকটি পরিমাপ একসঙ্গে দেখুন, দীর্ঘ সময় ধরে তুলনা করুন, এবং ইটিএফ প্রবাহ ও সামষ্টিক অর্থনৈতিক অবস্থার মতো অফ-চেইন বিষয়ের সঙ্গে মিলিয়ে নিন। সিদ্ধান্তে পৌঁছানোর আগে ডেটা প্রদানকারীর পদ্ধতি যাচাই করুন।</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'ethereum-staking-yields-and-risks',
    category: 'research',
    status: 'published',
    isFeatured: false,
    publishedDaysAgo: 12.5,
    views: 2640,
    shares: 136,
    translations: {
      en: {
        title: 'Ethereum Staking Yields: Where Returns Come From and Risks',
        excerpt:
          'Staking ETH is often described as earning interest, but returns come from several sources and carry real risks. We break down issuance, fees, MEV, slashing and liquid staking.',
        metaDescription:
          'Research on Ethereum staking: how consensus rewards, priority fees and MEV make up yield, solo vs liquid staking, and slashing, depeg and concentration risks.',
        content: `<p>Since the Merge in September 2022, Ethereum has been secured by validators who lock up ether and receive rewards for proposing and attesting to blocks. Staking is often described as "earning interest" on ETH, but the sources of that return, and the risks attached to it, are more nuanced. This article breaks down both.</p>
<h2>Where the yield comes from</h2>
<ul>
<li><strong>Consensus rewards:</strong> newly issued ETH paid for attestations, block proposals and sync committee duties.</li>
<li><strong>Priority fees:</strong> tips users pay to have their transactions included, received by the block proposer.</li>
<li><strong>MEV:</strong> extra value that block builders pay proposers for the right to order transactions, usually delivered through relay software such as MEV-Boost.</li>
</ul>
<p>Issuance is designed so that the reward rate per validator falls as more ETH is staked, roughly in proportion to the inverse square root of the total stake. With a large share of supply staked, total annual yields have generally been in the range of about 3% to 4% during 2023 to 2025, with fee and MEV income rising and falling with network activity. These figures are observations, not promises, and they are earned in ETH, not in rupees or dollars.</p>
<h2>Ways to stake</h2>
<p>Solo staking requires 32 ETH, a reliable machine and an always-on internet connection, and gives the most control. Since the Shapella upgrade in April 2023, staked ETH and rewards can be withdrawn, subject to an exit queue. Pooled services and exchanges let users stake smaller amounts, while liquid staking protocols such as Lido issue tokens like stETH that represent staked ETH and can be traded or used in DeFi.</p>
<h2>The risks</h2>
<ul>
<li><strong>Slashing and penalties:</strong> validators that double-sign lose part of their stake; those that go offline lose small amounts of rewards.</li>
<li><strong>Smart contract risk:</strong> liquid staking and restaking protocols add code that can fail or be exploited.</li>
<li><strong>Liquidity and depeg risk:</strong> liquid staking tokens can trade below the value of the underlying ETH during stress, as stETH did in mid-2022 before withdrawals were enabled.</li>
<li><strong>Custody and counterparty risk:</strong> staking through an exchange means trusting that exchange with your assets.</li>
<li><strong>Exit queues:</strong> when many validators leave at once, withdrawals can take days or weeks.</li>
<li><strong>Price risk:</strong> rewards paid in ETH do not protect against a fall in ETH's market price.</li>
</ul>
<h2>Systemic considerations</h2>
<p>Researchers also watch concentration. A small number of liquid staking protocols and exchanges control a large share of staked ETH, raising concerns about correlated failures and influence over the network. Restaking, which reuses staked ETH to secure other services, can compound these risks by stacking additional slashing conditions on the same collateral. Regulators in several jurisdictions have also scrutinised staking services offered by exchanges. Anyone considering staking should compare the real sources of yield with these risks, and treat headline percentages with appropriate scepticism.</p>`,
      },
      hi: {
        title: 'एथेरियम स्टेकिंग यील्ड: रिटर्न कहाँ से आता है और जोखिम क्या हैं',
        excerpt:
          'ETH स्टेकिंग को अक्सर "ब्याज कमाना" कहा जाता है, लेकिन इसका रिटर्न कई स्रोतों से आता है और कई जोखिमों के साथ आता है। जानिए इश्यूअन्स, फ़ीस, MEV, स्लैशिंग और लिक्विड स्टेकिंग के बारे में।',
        metaDescription:
          'एथेरियम स्टेकिंग पर शोध: कंसेंसस रिवॉर्ड, प्रायोरिटी फ़ीस और MEV से यील्ड कैसे बनती है, सोलो बनाम लिक्विड स्टेकिंग, और स्लैशिंग, डीपेग व केंद्रीकरण के जोखिम।',
        content: `<p>सितंबर 2022 के मर्ज के बाद से एथेरियम उन वैलिडेटरों द्वारा सुरक्षित है जो ईथर लॉक करते हैं और ब्लॉक प्रस्तावित व प्रमाणित करने के लिए रिवॉर्ड पाते हैं। स्टेकिंग को अक्सर ETH पर "ब्याज" कहा जाता है, लेकिन इसके रिटर्न के स्रोत और जोखिम ज़्यादा बारीक हैं।</p>
<h2>यील्ड कहाँ से आती है</h2>
<ul>
<li><strong>कंसेंसस रिवॉर्ड:</strong> अटेस्टेशन, ब्लॉक प्रस्ताव और सिंक कमेटी के काम के लिए नया जारी ETH।</li>
<li><strong>प्रायोरिटी फ़ीस:</strong> उपयोगकर्ताओं द्वारा दी गई टिप, जो ब्लॉक प्रस्तावक को मिलती है।</li>
<li><strong>MEV:</strong> लेन-देन के क्रम के अधिकार के लिए ब्लॉक बिल्डरों द्वारा प्रस्तावकों को दिया गया अतिरिक्त मूल्य।</li>
</ul>
<p>इश्यूअन्स इस तरह बनाया गया है कि जितना ज़्यादा ETH स्टेक हो, प्रति वैलिडेटर रिवॉर्ड दर उतनी घटे। 2023 से 2025 के दौरान कुल सालाना यील्ड आमतौर पर लगभग 3% से 4% के बीच रही है, जो नेटवर्क गतिविधि के साथ बदलती है। ये आँकड़े अवलोकन हैं, वादा नहीं, और ETH में हैं, रुपये या डॉलर में नहीं।</p>
<h2>जोखिम</h2>
<ul>
<li><strong>स्लैशिंग:</strong> डबल-साइन करने वाले वैलिडेटर अपने स्टेक का हिस्सा खोते हैं।</li>
<li><strong>स्मार्ट कॉन्ट्रैक्ट जोखिम:</strong> लिक्विड स्टेकिंग और रीस्टेकिंग प्रोटोकॉल में कोड विफल हो सकता है।</li>
<li><strong>डीपेग जोखिम:</strong> तनाव के समय stETH जैसे टोकन ETH से कम कीमत पर बिक सकते हैं, जैसा 2022 के मध्य में हुआ।</li>
<li><strong>कीमत जोखिम:</strong> ETH में मिलने वाला रिवॉर्ड ETH की कीमत गिरने से नहीं बचाता।</li>
</ul>
<p>शोधकर्ता केंद्रीकरण पर भी नज़र रखते हैं: कुछ लिक्विड स्टेकिंग प्रोटोकॉल और एक्सचेंज स्टेक किए गए ETH के बड़े हिस्से को नियंत्रित करते हैं। स्टेकिंग पर विचार करने वाले किसी भी व्यक्ति को यील्ड के वास्तविक स्रोतों की तुलना इन जोखिमों से करनी चाहिए।</p>`,
      },
      bn: {
        title: 'ইথেরিয়াম স্টেকিং ইল্ড: রিটার্ন কোথা থেকে আসে, ঝুঁকি কী',
        excerpt:
          'ETH স্টেকিংকে প্রায়ই "সুদ আয়" বলা হয়, কিন্তু এর রিটার্ন কয়েকটি উৎস থেকে আসে এবং সঙ্গে আনে নানা ঝুঁকি। জানুন ইস্যুয়েন্স, ফি, MEV, স্ল্যাশিং ও লিকুইড স্টেকিং সম্পর্কে।',
        metaDescription:
          'ইথেরিয়াম স্টেকিং নিয়ে গবেষণা: কনসেনসাস রিওয়ার্ড, প্রায়োরিটি ফি ও MEV থেকে ইল্ড কীভাবে তৈরি হয়, সোলো বনাম লিকুইড স্টেকিং, এবং স্ল্যাশিং, ডিপেগ ও কেন্দ্রীকরণের ঝুঁকি।',
        content: `<p>২০২২ সালের সেপ্টেম্বরের মার্জের পর থেকে ইথেরিয়াম সুরক্ষিত হয় এমন ভ্যালিডেটরদের মাধ্যমে, যাঁরা ইথার লক করেন এবং ব্লক প্রস্তাব ও সত্যায়নের জন্য রিওয়ার্ড পান। স্টেকিংকে প্রায়ই ETH-এর ওপর "সুদ" বলা হয়, কিন্তু এর রিটার্নের উৎস ও ঝুঁকি আরও সূক্ষ্ম।</p>
<h2>ইল্ড কোথা থেকে আসে</h2>
<ul>
<li><strong>কনসেনসাস রিওয়ার্ড:</strong> সত্যায়ন, ব্লক প্রস্তাব ও সিঙ্ক কমিটির দায়িত্বের জন্য নতুন ইস্যু করা ETH।</li>
<li><strong>প্রায়োরিটি ফি:</strong> ব্যবহারকারীদের দেওয়া টিপ, যা ব্লক প্রস্তাবক পান।</li>
<li><strong>MEV:</strong> লেনদেনের ক্রম ঠিক করার অধিকারের জন্য ব্লক বিল্ডারদের দেওয়া বাড়তি মূল্য।</li>
</ul>
<p>ইস্যুয়েন্স এমনভাবে নকশা করা যে যত বেশি ETH স্টেক হয়, প্রতি ভ্যালিডেটরের রিওয়ার্ডের হার তত কমে। ২০২৩ থেকে ২০২৫ সালে মোট বার্ষিক ইল্ড সাধারণত প্রায় ৩% থেকে ৪%-এর মধ্যে ছিল, যা নেটওয়ার্কের কার্যকলাপের সঙ্গে ওঠানামা করে। এগুলো পর্যবেক্ষণ, প্রতিশ্রুতি নয়, এবং হিসাবটি ETH-এ, টাকা বা ডলারে নয়।</p>
<h2>ঝুঁকি</h2>
<ul>
<li><strong>স্ল্যাশিং:</strong> দ্বৈত স্বাক্ষরকারী ভ্যালিডেটর স্টেকের একাংশ হারান।</li>
<li><strong>স্মার্ট কন্ট্র্যাক্ট ঝুঁকি:</strong> লিকুইড স্টেকিং ও রিস্টেকিং প্রোটোকলের কোড ব্যর্থ হতে পারে।</li>
<li><strong>ডিপেগ ঝুঁকি:</strong> চাপের সময় stETH-এর মতো টোকেন ETH-এর চেয়ে কম দামে বিক্রি হতে পারে, যেমন ২০২২ সালের মাঝামাঝি হয়েছিল।</li>
<li><strong>দামের ঝুঁকি:</strong> ETH-এ পাওয়া রিওয়ার্ড ETH-এর দাম পড়ার হাত থেকে রক্ষা করে না।</li>
</ul>
<p>গবেষকেরা কেন্দ্রীকরণের দিকেও নজর রাখেন: অল্প কয়েকটি লিকুইড স্টেকিং প্রোটোকল ও এক্সচেঞ্জ স্টেক করা ETH-এর বড় অংশ নিয়ন্ত্রণ করে। স্টেকিংয়ের কথা ভাবলে ইল্ডের প্রকৃত উৎসগুলোকে এই ঝুঁকির সঙ্গে মিলিয়ে দেখা উচিত।</p>`,
      },
      kn: {
        title: 'ಎಥೆರಿಯಮ್ ಸ್ಟೇಕಿಂಗ್ ಇಳುವರಿ: ಆದಾಯದ ಮೂಲಗಳು ಮತ್ತು ಅಪಾಯಗಳು',
        excerpt:
          'ETH ಸ್ಟೇಕಿಂಗ್ ಅನ್ನು "ಬಡ್ಡಿ ಗಳಿಕೆ" ಎಂದು ಕರೆಯಲಾಗುತ್ತದೆ, ಆದರೆ ಅದರ ಆದಾಯ ಹಲವು ಮೂಲಗಳಿಂದ ಬರುತ್ತದೆ ಮತ್ತು ಅಪಾಯಗಳನ್ನೂ ಹೊಂದಿದೆ. ಇಶ್ಯೂಯೆನ್ಸ್, ಶುಲ್ಕ, MEV ಮತ್ತು ಸ್ಲ್ಯಾಶಿಂಗ್ ಬಗ್ಗೆ ತಿಳಿಯಿರಿ.',
        metaDescription:
          'ಎಥೆರಿಯಮ್ ಸ್ಟೇಕಿಂಗ್ ಸಂಶೋಧನೆ: ಒಮ್ಮತದ ಬಹುಮಾನ, ಆದ್ಯತಾ ಶುಲ್ಕ ಮತ್ತು MEV ಇಳುವರಿಯನ್ನು ಹೇಗೆ ರೂಪಿಸುತ್ತವೆ, ಲಿಕ್ವಿಡ್ ಸ್ಟೇಕಿಂಗ್, ಸ್ಲ್ಯಾಶಿಂಗ್ ಮತ್ತು ಕೇಂದ್ರೀಕರಣದ ಅಪಾಯಗಳು.',
        content: `<p>2022ರ ಸೆಪ್ಟೆಂಬರ್‌ನ ಮರ್ಜ್ ನಂತರ ಎಥೆರಿಯಮ್ ಅನ್ನು ವ್ಯಾಲಿಡೇಟರ್‌ಗಳು ಸುರಕ್ಷಿತಗೊಳಿಸುತ್ತಾರೆ; ಅವರು ಈಥರ್ ಅನ್ನು ಲಾಕ್ ಮಾಡಿ, ಬ್ಲಾಕ್‌ಗಳನ್ನು ಪ್ರಸ್ತಾಪಿಸಲು ಮತ್ತು ದೃಢೀಕರಿಸಲು ಬಹುಮಾನ ಪಡೆಯುತ್ತಾರೆ. ಸ್ಟೇಕಿಂಗ್ ಅನ್ನು ಸಾಮಾನ್ಯವಾಗಿ ETH ಮೇಲಿನ "ಬಡ್ಡಿ" ಎಂದು ವಿವರಿಸಲಾಗುತ್ತದೆ, ಆದರೆ ಅದರ ಆದಾಯದ ಮೂಲಗಳು ಮತ್ತು ಅಪಾಯಗಳು ಹೆಚ್ಚು ಸೂಕ್ಷ್ಮವಾಗಿವೆ.</p>
<h2>ಇಳುವರಿ ಎಲ್ಲಿಂದ ಬರುತ್ತದೆ</h2>
<ul>
<li><strong>ಒಮ್ಮತದ ಬಹುಮಾನಗಳು:</strong> ದೃಢೀಕರಣ, ಬ್ಲಾಕ್ ಪ್ರಸ್ತಾಪ ಮತ್ತು ಸಿಂಕ್ ಸಮಿತಿ ಕರ್ತವ್ಯಗಳಿಗೆ ಹೊಸದಾಗಿ ನೀಡುವ ETH.</li>
<li><strong>ಆದ್ಯತಾ ಶುಲ್ಕ:</strong> ಬಳಕೆದಾರರು ನೀಡುವ ಟಿಪ್, ಇದು ಬ್ಲಾಕ್ ಪ್ರಸ್ತಾಪಕರಿಗೆ ಸಿಗುತ್ತದೆ.</li>
<li><strong>MEV:</strong> ವಹಿವಾಟುಗಳ ಕ್ರಮ ನಿರ್ಧರಿಸುವ ಹಕ್ಕಿಗಾಗಿ ಬ್ಲಾಕ್ ಬಿಲ್ಡರ್‌ಗಳು ಪ್ರಸ್ತಾಪಕರಿಗೆ ಪಾವತಿಸುವ ಹೆಚ್ಚುವರಿ ಮೌಲ್ಯ.</li>
</ul>
<p>ಹೆಚ್ಚು ETH ಸ್ಟೇಕ್ ಆದಂತೆ ಪ್ರತಿ ವ್ಯಾಲಿಡೇಟರ್‌ನ ಬಹುಮಾನದ ದರ ಕಡಿಮೆಯಾಗುವಂತೆ ವಿನ್ಯಾಸಗೊಳಿಸಲಾಗಿದೆ. 2023ರಿಂದ 2025ರ ಅವಧಿಯಲ್ಲಿ ಒಟ್ಟು ವಾರ್ಷಿಕ ಇಳುವರಿ ಸಾಮಾನ್ಯವಾಗಿ ಸುಮಾರು 3% ರಿಂದ 4% ನಡುವೆ ಇತ್ತು ಮತ್ತು ನೆಟ್‌ವರ್ಕ್ ಚಟುವಟಿಕೆಯೊಂದಿಗೆ ಬದಲಾಗುತ್ತದೆ. ಇವು ವೀಕ್ಷಣೆಗಳು, ಭರವಸೆಗಳಲ್ಲ; ಮತ್ತು ಇವು ETH ಲೆಕ್ಕದಲ್ಲಿವೆ, ರೂಪಾಯಿ ಅಥವಾ ಡಾಲರ್‌ನಲ್ಲಲ್ಲ.</p>
<h2>ಅಪಾಯಗಳು</h2>
<ul>
<li><strong>ಸ್ಲ್ಯಾಶಿಂಗ್:</strong> ಎರಡು ಬಾರಿ ಸಹಿ ಮಾಡುವ ವ್ಯಾಲಿಡೇಟರ್‌ಗಳು ತಮ್ಮ ಸ್ಟೇಕ್‌ನ ಒಂದು ಭಾಗವನ್ನು ಕಳೆದುಕೊಳ್ಳುತ್ತಾರೆ.</li>
<li><strong>ಸ್ಮಾರ್ಟ್ ಕಾಂಟ್ರಾಕ್ಟ್ ಅಪಾಯ:</strong> ಲಿಕ್ವಿಡ್ ಸ್ಟೇಕಿಂಗ್ ಮತ್ತು ರೀಸ್ಟೇಕಿಂಗ್ ಪ್ರೋಟೋಕಾಲ್‌ಗಳ ಕೋಡ್ ವಿಫಲವಾಗಬಹುದು.</li>
<li><strong>ಡಿಪೆಗ್ ಅಪಾಯ:</strong> ಒತ್ತಡದ ಸಮಯದಲ್ಲಿ stETH ನಂತಹ ಟೋಕನ್‌ಗಳು ETH ಗಿಂತ ಕಡಿಮೆ ಬೆಲೆಗೆ ವಹಿವಾಟಾಗಬಹುದು.</li>
<li><strong>ಬೆಲೆ ಅಪಾಯ:</strong> ETH ರೂಪದ ಬಹುಮಾನಗಳು ETH ಬೆಲೆ ಕುಸಿತದಿಂದ ರಕ್ಷಿಸುವುದಿಲ್ಲ.</li>
</ul>
<p>ಕೆಲವೇ ಲಿಕ್ವಿಡ್ ಸ್ಟೇಕಿಂಗ್ ಪ್ರೋಟೋಕಾಲ್‌ಗಳು ಮತ್ತು ಎಕ್ಸ್‌ಚೇಂಜ್‌ಗಳು ಸ್ಟೇಕ್ ಮಾಡಿದ ETH ನ ದೊಡ್ಡ ಪಾಲನ್ನು ನಿಯಂತ್ರಿಸುತ್ತವೆ ಎಂಬ ಕೇಂದ್ರೀಕರಣವನ್ನೂ ಸಂಶೋಧಕರು ಗಮನಿಸುತ್ತಾರೆ. ಸ್ಟೇಕಿಂಗ್ ಪರಿಗಣಿಸುವವರು ಇಳುವರಿಯ ನಿಜವಾದ ಮೂಲಗಳನ್ನು ಈ ಅಪಾಯಗಳೊಂದಿಗೆ ಹೋಲಿಸಿ ನೋಡಬೇಕು.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'india-crypto-adoption-trends',
    category: 'research',
    status: 'published',
    isFeatured: true,
    image: 'india-crypto-adoption-trends.svg',
    publishedDaysAgo: 2.25,
    views: 8910,
    shares: 598,
    translations: {
      en: {
        title: 'India Crypto Adoption Trends: Users, Rules and Tax Effects',
        excerpt:
          'Despite strict tax rules, India has one of the world\'s largest crypto user bases. We review the policy timeline, the effect of 1% TDS, the drivers of adoption and the open questions.',
        metaDescription:
          'Research on crypto adoption in India: top Chainalysis rankings, the effect of 30% tax and 1% TDS on trading, FIU-IND registration and open policy questions.',
        content: `<p>India has one of the largest crypto user bases in the world, even though its policy environment has been among the most demanding. Blockchain analytics firm Chainalysis ranked India first in its Global Crypto Adoption Index in both 2023 and 2024, reflecting high grassroots usage across centralised exchanges, DeFi and peer-to-peer trading. This article reviews what is driving that activity and how regulation and tax have shaped it.</p>
<h2>A policy timeline</h2>
<ul>
<li><strong>2018:</strong> the Reserve Bank of India restricted banks from servicing crypto businesses.</li>
<li><strong>March 2020:</strong> the Supreme Court set aside that circular, and domestic exchanges grew rapidly.</li>
<li><strong>April 2022:</strong> a flat 30% tax on gains from virtual digital assets took effect, with no set-off of losses.</li>
<li><strong>July 2022:</strong> 1% tax deducted at source on transfers began.</li>
<li><strong>March 2023:</strong> crypto service providers were brought under anti-money-laundering rules and required to register with the Financial Intelligence Unit (FIU-IND).</li>
<li><strong>December 2023:</strong> FIU-IND issued notices to several offshore exchanges operating without registration; some later registered.</li>
</ul>
<h2>How tax changed behaviour</h2>
<p>The 1% TDS applies to each transfer, which hits high-frequency traders hardest. Industry estimates and policy research published in 2023 reported that a significant share of trading volume by Indian users moved to offshore platforms after the TDS took effect, while domestic exchange volumes fell sharply. Enforcement against unregistered foreign exchanges was partly a response to that shift. The longer-term picture appears to be a market with less high-frequency trading on domestic platforms but sustained interest in holding.</p>
<h2>What drives adoption</h2>
<ul>
<li>A young, mobile-first population already familiar with UPI and digital payments.</li>
<li>Growing participation from smaller cities, according to user data shared by domestic exchanges.</li>
<li>A large developer community, with India frequently cited as one of the biggest sources of Web3 developers.</li>
<li>Interest in stablecoins and cross-border transfers, including among freelancers paid in foreign currency.</li>
</ul>
<h2>Open questions</h2>
<p>India has not enacted comprehensive crypto legislation, and a long-discussed government discussion paper had not been finalised as of 2025. Security incidents, such as the large hack of a major domestic exchange in July 2024, have raised questions about custody standards and investor protection. Meanwhile, the Reserve Bank's digital rupee pilots, launched in late 2022, represent the state's preferred form of digital money. How these threads resolve will shape whether India's high adoption translates into a mature, well-regulated industry. Readers should treat adoption rankings as indicators of activity, not of investment merit.</p>`,
      },
      hi: {
        title: 'भारत में क्रिप्टो अपनाने के रुझान: उपयोगकर्ता, नियम और टैक्स',
        excerpt:
          'सख़्त टैक्स और नियमों के बावजूद भारत दुनिया के सबसे बड़े क्रिप्टो उपयोगकर्ता आधारों में है। यह लेख नीतिगत समयरेखा, TDS के असर, अपनाने के कारणों और खुले सवालों की पड़ताल करता है।',
        metaDescription:
          'भारत में क्रिप्टो अपनाने पर शोध: Chainalysis इंडेक्स में शीर्ष स्थान, 30% टैक्स और 1% TDS का ट्रेडिंग पर असर, FIU-IND पंजीकरण, और नियमन से जुड़े खुले सवाल।',
        content: `<p>भारत दुनिया के सबसे बड़े क्रिप्टो उपयोगकर्ता आधारों में से एक है, जबकि यहाँ का नीतिगत माहौल सबसे सख़्त में गिना जाता है। ब्लॉकचेन एनालिटिक्स कंपनी Chainalysis ने अपने ग्लोबल क्रिप्टो एडॉप्शन इंडेक्स में 2023 और 2024 दोनों में भारत को पहला स्थान दिया।</p>
<h2>नीतिगत समयरेखा</h2>
<ul>
<li><strong>2018:</strong> RBI ने बैंकों को क्रिप्टो कारोबार को सेवाएँ देने से रोका।</li>
<li><strong>मार्च 2020:</strong> सुप्रीम कोर्ट ने वह सर्कुलर रद्द किया।</li>
<li><strong>अप्रैल 2022:</strong> वर्चुअल डिजिटल एसेट पर 30% फ़्लैट टैक्स लागू हुआ, घाटे के समायोजन के बिना।</li>
<li><strong>जुलाई 2022:</strong> लेन-देन पर 1% TDS शुरू हुआ।</li>
<li><strong>मार्च 2023:</strong> क्रिप्टो सेवा प्रदाताओं को मनी-लॉन्ड्रिंग विरोधी नियमों के तहत लाया गया और FIU-IND में पंजीकरण अनिवार्य हुआ।</li>
</ul>
<h2>टैक्स ने व्यवहार कैसे बदला</h2>
<p>1% TDS हर लेन-देन पर लगता है, जिसका सबसे ज़्यादा असर बार-बार ट्रेड करने वालों पर पड़ता है। 2023 के उद्योग अनुमानों और अध्ययनों के अनुसार भारतीय उपयोगकर्ताओं के ट्रेडिंग वॉल्यूम का बड़ा हिस्सा विदेशी प्लेटफ़ॉर्म पर चला गया। दिसंबर 2023 में FIU-IND द्वारा बिना पंजीकरण वाले विदेशी एक्सचेंजों को भेजे गए नोटिस आंशिक रूप से इसी बदलाव की प्रतिक्रिया थे।</p>
<h2>खुले सवाल</h2>
<p>भारत ने अभी तक कोई व्यापक क्रिप्टो कानून नहीं बनाया है। जुलाई 2024 में एक बड़े घरेलू एक्सचेंज पर हुए हैक ने कस्टडी मानकों और निवेशक सुरक्षा पर सवाल उठाए। युवा, मोबाइल-फ़र्स्ट आबादी, UPI से परिचय और बड़ा डेवलपर समुदाय अपनाने को बढ़ावा देते हैं। पाठकों को अपनाने की रैंकिंग को गतिविधि का संकेत मानना चाहिए, निवेश की योग्यता का नहीं।</p>`,
      },
      bn: {
        title: 'ভারতে ক্রিপ্টো গ্রহণের প্রবণতা: ব্যবহারকারী, নিয়ম ও কর',
        excerpt:
          'কঠোর কর ও নিয়ম সত্ত্বেও ভারত বিশ্বের সবচেয়ে বড় ক্রিপ্টো ব্যবহারকারী ভিত্তিগুলোর একটি। এই প্রতিবেদনে নীতির সময়রেখা, TDS-এর প্রভাব, গ্রহণের চালিকাশক্তি ও অমীমাংসিত প্রশ্ন দেখা হয়েছে।',
        metaDescription:
          'ভারতে ক্রিপ্টো গ্রহণ নিয়ে গবেষণা: Chainalysis সূচকে শীর্ষ স্থান, ৩০% কর ও ১% TDS-এর ট্রেডিংয়ে প্রভাব, FIU-IND নিবন্ধন, এবং নিয়ন্ত্রণ নিয়ে অমীমাংসিত প্রশ্ন।',
        content: `<p>ভারত বিশ্বের সবচেয়ে বড় ক্রিপ্টো ব্যবহারকারী ভিত্তিগুলোর একটি, যদিও এখানকার নীতিগত পরিবেশ সবচেয়ে কড়াগুলোর মধ্যে পড়ে। ব্লকচেইন বিশ্লেষণ সংস্থা Chainalysis তাদের গ্লোবাল ক্রিপ্টো অ্যাডপশন ইনডেক্সে ২০২৩ ও ২০২৪ দুই বছরেই ভারতকে প্রথম স্থান দিয়েছে।</p>
<h2>নীতির সময়রেখা</h2>
<ul>
<li><strong>২০১৮:</strong> রিজার্ভ ব্যাংক ব্যাংকগুলোকে ক্রিপ্টো ব্যবসায় পরিষেবা দিতে নিষেধ করে।</li>
<li><strong>মার্চ ২০২০:</strong> সুপ্রিম কোর্ট সেই সার্কুলার খারিজ করে।</li>
<li><strong>এপ্রিল ২০২২:</strong> ভার্চুয়াল ডিজিটাল অ্যাসেটের লাভে ৩০% সমহারে কর চালু হয়, লোকসান সমন্বয়ের সুযোগ ছাড়া।</li>
<li><strong>জুলাই ২০২২:</strong> লেনদেনে ১% TDS শুরু হয়।</li>
<li><strong>মার্চ ২০২৩:</strong> ক্রিপ্টো পরিষেবা প্রদানকারীদের অর্থপাচার-বিরোধী নিয়মের আওতায় আনা হয় এবং FIU-IND-এ নিবন্ধন বাধ্যতামূলক হয়।</li>
</ul>
<h2>কর কীভাবে আচরণ বদলেছে</h2>
<p>১% TDS প্রতিটি লেনদেনে প্রযোজ্য, ফলে ঘন ঘন ট্রেড করা ব্যক্তিরা সবচেয়ে বেশি ক্ষতিগ্রস্ত হন। ২০২৩ সালের শিল্প অনুমান ও গবেষণা অনুযায়ী ভারতীয় ব্যবহারকারীদের ট্রেডিং ভলিউমের বড় অংশ বিদেশি প্ল্যাটফর্মে সরে যায়। ২০২৩ সালের ডিসেম্বরে নিবন্ধনহীন বিদেশি এক্সচেঞ্জগুলোকে FIU-IND-এর নোটিস আংশিকভাবে এই পরিবর্তনেরই প্রতিক্রিয়া ছিল।</p>
<h2>অমীমাংসিত প্রশ্ন</h2>
<p>ভারত এখনও কোনো পূর্ণাঙ্গ ক্রিপ্টো আইন প্রণয়ন করেনি। ২০২৪ সালের জুলাইয়ে একটি বড় দেশীয় এক্সচেঞ্জে হ্যাকের ঘটনা কাস্টডির মান ও বিনিয়োগকারী সুরক্ষা নিয়ে প্রশ্ন তুলেছে। তরুণ, মোবাইল-নির্ভর জনগোষ্ঠী, UPI-র সঙ্গে পরিচিতি এবং বড় ডেভেলপার সম্প্রদায় গ্রহণকে এগিয়ে নিচ্ছে। পাঠকদের উচিত গ্রহণের র‍্যাঙ্কিংকে কার্যকলাপের সূচক হিসেবে দেখা, বিনিয়োগের যোগ্যতার প্রমাণ হিসেবে নয়।</p>`,
      },
      'hi-en': {
        title: 'India mein crypto adoption trends: users, rules aur tax',
        excerpt:
          'Strict tax aur rules ke bawajood India duniya ke sabse bade crypto user bases mein se ek hai. Is report mein policy timeline, TDS ka asar, adoption ke drivers aur open questions dekhiye.',
        metaDescription:
          'India crypto adoption par research: Chainalysis index mein top rank, 30% tax aur 1% TDS ka trading par asar, FIU-IND registration, aur regulation ke open questions.',
        content: `<p>India duniya ke sabse bade crypto user bases mein se ek hai, jabki yahan ka policy environment kaafi strict maana jaata hai. Blockchain analytics firm Chainalysis ne apne Global Crypto Adoption Index mein 2023 aur 2024 dono saal India ko number one rank diya.</p>
<h2>Policy timeline</h2>
<ul>
<li><strong>2018:</strong> RBI ne banks ko crypto businesses ko service dene se roka.</li>
<li><strong>March 2020:</strong> Supreme Court ne woh circular set aside kar diya.</li>
<li><strong>April 2022:</strong> VDA gains par flat 30% tax laga, loss set-off ke bina.</li>
<li><strong>July 2022:</strong> har transfer par 1% TDS shuru hua.</li>
<li><strong>March 2023:</strong> crypto service providers PMLA ke under aaye aur FIU-IND registration zaroori hua.</li>
</ul>
<h2>Tax ne behaviour kaise badla</h2>
<p>1% TDS har transaction par lagta hai, isliye frequent traders ko sabse zyada hit hua. 2023 ke industry estimates aur studies ke hisaab se Indian users ka kaafi trading volume offshore platforms par shift ho gaya. December 2023 mein FIU-IND ne unregistered foreign exchanges ko notices bheje, jo kuch had tak isi shift ka response tha.</p>
<h2>Open questions</h2>
<p>India mein abhi tak koi comprehensive crypto law nahi hai. July 2024 mein ek bade Indian exchange par hue hack ne custody standards aur investor protection par sawaal khade kiye. Young, mobile-first population, UPI ki aadat aur bada developer community adoption ko aage badha rahe hain. Adoption rankings ko activity ka signal samjhiye, investment ki guarantee nahi.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'tokenised-real-world-assets',
    category: 'research',
    status: 'scheduled',
    isFeatured: false,
    scheduledInDays: 3,
    views: 63,
    shares: 5,
    translations: {
      en: {
        title: 'Tokenised Real-World Assets: Treasuries, Credit and Risks',
        excerpt:
          'Tokenised Treasuries, private credit and gold tokens are moving on-chain. We look at what is being tokenised, why institutions are interested, and the legal and structural risks.',
        metaDescription:
          'Research on tokenised real-world assets: Treasury funds, private credit, gold and property on-chain, the benefits of tokenisation and legal risks that remain.',
        content: `<p>Tokenisation means representing ownership of an asset, such as a government bond, a loan or a share in a fund, as a token on a blockchain. Real-world asset (RWA) tokenisation has moved from pilot projects to live products held by institutions and, in some cases, crypto-native users. Supporters see faster settlement and round-the-clock transferability; sceptics point out that a token is only as good as the legal structure behind it.</p>
<h2>What is being tokenised</h2>
<ul>
<li><strong>Government debt:</strong> tokenised money market funds and Treasury bill products have been the fastest-growing segment. Large asset managers have launched such products, including BlackRock with its BUIDL fund in 2024 and Franklin Templeton with an on-chain US government money fund.</li>
<li><strong>Private credit:</strong> platforms that fund loans to businesses and pass the interest through to token holders.</li>
<li><strong>Commodities:</strong> gold-backed tokens that represent allocated bars held in vaults.</li>
<li><strong>Real estate and funds:</strong> fractional interests in property or private funds, usually restricted to eligible investors.</li>
</ul>
<h2>Why tokenise?</h2>
<p>The practical advantages include faster settlement, the ability to transfer ownership outside banking hours, programmable features such as automatic interest distribution, and easier use as collateral in on-chain protocols. For crypto markets, tokenised Treasuries have become a way to hold a yield-bearing, dollar-denominated asset without leaving the blockchain, something most stablecoins do not offer their holders.</p>
<h2>The structural risks</h2>
<p>A token does not by itself enforce a legal claim. Holders depend on a chain of entities: the issuer or special purpose vehicle, custodians, transfer agents and often oracles that report net asset values on-chain. If any link fails, courts and contracts, not the blockchain, decide the outcome. Many RWA tokens are permissioned, so only whitelisted, identity-verified wallets can hold them, which limits how freely they can be used in open DeFi. Liquidity can also be thin: being able to trade a token at any hour does not mean a buyer will be there at a fair price.</p>
<blockquote>Tokenisation changes how ownership is recorded and transferred; it does not change the underlying asset's risks.</blockquote>
<h2>What to watch</h2>
<p>Key indicators include the total value of tokenised Treasuries and credit, the number of distinct holders, the share used as collateral by DeFi protocols, and how regulators classify these products. Treatment varies by country, and central banks and commercial banks are running their own experiments with tokenised deposits and settlement. Growth has been rapid from a small base, but the segment remains a niche compared with the traditional markets it draws on.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'mev-maximal-extractable-value-explained',
    category: 'research',
    status: 'published',
    isFeatured: false,
    publishedDaysAgo: 47,
    views: 1930,
    shares: 88,
    translations: {
      en: {
        title: 'MEV Explained: How Transaction Ordering Creates Value',
        excerpt:
          'Deciding which transactions enter a block, and in what order, is worth money. We explain the main forms of MEV, how Ethereum\'s block supply chain works, and how users can protect themselves.',
        metaDescription:
          'MEV explained: arbitrage, liquidations and sandwich attacks, how MEV-Boost and proposer-builder separation work, and how slippage limits and private RPCs help.',
        content: `<p>When a block is built, someone decides which transactions go in and in what order. That power has value. Maximal extractable value (MEV) is the profit that can be captured by including, excluding or reordering transactions within a block. Originally called "miner extractable value" in the proof-of-work era, it remains a central issue on Ethereum and other smart contract networks.</p>
<h2>Common forms of MEV</h2>
<ul>
<li><strong>Arbitrage:</strong> when the same token trades at different prices on two decentralised exchanges, a searcher buys on one and sells on the other in the same block. This generally keeps prices aligned across markets.</li>
<li><strong>Liquidations:</strong> searchers compete to liquidate under-collateralised DeFi loans and collect the liquidation bonus, which helps lending protocols stay solvent.</li>
<li><strong>Sandwich attacks:</strong> a bot sees a large pending swap, buys just before it to push the price up, then sells just after. The user receives a worse price, and the difference goes to the bot.</li>
</ul>
<p>Arbitrage and liquidations can be seen as useful, if competitive, market functions. Sandwich attacks are a direct cost to ordinary users and are the main reason MEV has a bad reputation.</p>
<h2>How the supply chain works today</h2>
<p>On Ethereum, most blocks are now produced through a system known as proposer-builder separation, implemented outside the core protocol with software such as MEV-Boost. Searchers find opportunities and send bundles to specialised block builders. Builders assemble the most profitable blocks they can and bid for inclusion through relays. The validator chosen to propose the block simply picks the highest bid. Public research dashboards have shown that a large majority of Ethereum blocks are built this way, and that a handful of builders produce most of them.</p>
<h2>Concerns and trade-offs</h2>
<p>This arrangement lets ordinary validators earn MEV without running sophisticated strategies, which supports decentralisation among validators. But it concentrates power among a few builders and relays, who could in principle censor transactions. Private order-flow deals, where wallets route transactions to particular builders, can further entrench large players. Protocol researchers are working on in-protocol designs, such as enshrined proposer-builder separation and inclusion lists, to address these issues.</p>
<h2>How users can protect themselves</h2>
<ul>
<li>Set a sensible slippage tolerance on swaps; very high settings invite sandwich attacks.</li>
<li>Use wallets or RPC endpoints that offer private transaction submission, which keeps pending swaps out of the public mempool.</li>
<li>Consider exchanges that use batch auctions or intent-based designs intended to reduce extractable value.</li>
</ul>
<p>MEV cannot be eliminated entirely as long as transaction ordering matters, but understanding it helps users avoid the most costly forms and helps researchers judge how fair and decentralised a network really is.</p>`,
      },
      hi: {
        title: 'MEV क्या है: लेन-देन का क्रम कैसे मूल्य पैदा करता है',
        excerpt:
          'ब्लॉक में कौन-सा लेन-देन किस क्रम में जाए, यह तय करने की शक्ति का मूल्य होता है। जानिए MEV के आम रूप, एथेरियम पर इसकी सप्लाई चेन, इससे जुड़ी चिंताएँ और उपयोगकर्ता खुद को कैसे बचाएँ।',
        metaDescription:
          'MEV की व्याख्या: आर्बिट्राज, लिक्विडेशन और सैंडविच हमले, MEV-Boost व प्रपोज़र-बिल्डर सेपरेशन कैसे काम करते हैं, और स्लिपेज व प्राइवेट ट्रांज़ैक्शन से बचाव।',
        content: `<p>जब कोई ब्लॉक बनता है, तो कोई तय करता है कि कौन-से लेन-देन शामिल होंगे और किस क्रम में। इस शक्ति का मूल्य है। मैक्सिमल एक्सट्रैक्टेबल वैल्यू (MEV) वह मुनाफ़ा है जो किसी ब्लॉक में लेन-देन शामिल करके, बाहर रखकर या उनका क्रम बदलकर कमाया जा सकता है।</p>
<h2>MEV के आम रूप</h2>
<ul>
<li><strong>आर्बिट्राज:</strong> दो एक्सचेंजों पर एक ही टोकन की अलग कीमत होने पर एक ही ब्लॉक में एक जगह खरीदना और दूसरी जगह बेचना, जिससे कीमतें एक जैसी बनी रहती हैं।</li>
<li><strong>लिक्विडेशन:</strong> कम कोलैटरल वाले DeFi लोन को लिक्विडेट करके बोनस पाना, जिससे प्रोटोकॉल सॉल्वेंट रहते हैं।</li>
<li><strong>सैंडविच हमला:</strong> बॉट किसी बड़े स्वैप से ठीक पहले खरीदता है और ठीक बाद बेचता है; उपयोगकर्ता को ख़राब कीमत मिलती है और अंतर बॉट को।</li>
</ul>
<h2>आज की सप्लाई चेन</h2>
<p>एथेरियम पर अधिकांश ब्लॉक प्रपोज़र-बिल्डर सेपरेशन के ज़रिए बनते हैं, जिसे MEV-Boost जैसे सॉफ़्टवेयर से मूल प्रोटोकॉल के बाहर लागू किया गया है। सर्चर अवसर खोजकर बिल्डरों को बंडल भेजते हैं, बिल्डर सबसे लाभदायक ब्लॉक बनाकर रिले के ज़रिए बोली लगाते हैं, और वैलिडेटर सबसे ऊँची बोली चुनता है। इससे सामान्य वैलिडेटर भी MEV कमा पाते हैं, लेकिन कुछ ही बिल्डरों और रिले के हाथ में शक्ति केंद्रित हो जाती है।</p>
<h2>उपयोगकर्ता कैसे बचें</h2>
<p>स्वैप पर समझदारी से स्लिपेज टॉलरेंस रखें, क्योंकि बहुत ऊँची सेटिंग सैंडविच हमलों को न्योता देती है। ऐसे वॉलेट या RPC का उपयोग करें जो प्राइवेट ट्रांज़ैक्शन भेजने की सुविधा देते हैं, और बैच ऑक्शन वाले एक्सचेंजों पर विचार करें। जब तक लेन-देन का क्रम मायने रखता है, MEV पूरी तरह ख़त्म नहीं हो सकता, पर इसे समझना सबसे महँगे नुकसान से बचाता है।</p>`,
      },
      bn: {
        title: 'MEV কী: লেনদেনের ক্রম কীভাবে মূল্য তৈরি করে',
        excerpt:
          'একটি ব্লকে কোন লেনদেন কোন ক্রমে যাবে, তা ঠিক করার ক্ষমতার একটি মূল্য আছে। জানুন MEV-এর সাধারণ রূপ, ইথেরিয়ামে এর সরবরাহ শৃঙ্খল, সংশ্লিষ্ট উদ্বেগ এবং ব্যবহারকারীরা কীভাবে নিজেদের রক্ষা করবেন।',
        metaDescription:
          'MEV-এর ব্যাখ্যা: আর্বিট্রাজ, লিকুইডেশন ও স্যান্ডউইচ আক্রমণ, MEV-Boost ও প্রপোজার-বিল্ডার সেপারেশন কীভাবে কাজ করে, এবং স্লিপেজ ও প্রাইভেট লেনদেনের মাধ্যমে সুরক্ষা।',
        content: `<p>যখন একটি ব্লক তৈরি হয়, তখন কেউ একজন ঠিক করেন কোন লেনদেন অন্তর্ভুক্ত হবে এবং কোন ক্রমে। এই ক্ষমতার মূল্য আছে। ম্যাক্সিমাল এক্সট্র্যাক্টেবল ভ্যালু (MEV) হলো সেই মুনাফা, যা একটি ব্লকে লেনদেন অন্তর্ভুক্ত করে, বাদ দিয়ে বা ক্রম বদলে অর্জন করা যায়।</p>
<h2>MEV-এর সাধারণ রূপ</h2>
<ul>
<li><strong>আর্বিট্রাজ:</strong> দুটি এক্সচেঞ্জে একই টোকেনের দাম আলাদা হলে একই ব্লকে এক জায়গায় কিনে অন্য জায়গায় বিক্রি, যা দামকে সামঞ্জস্যপূর্ণ রাখে।</li>
<li><strong>লিকুইডেশন:</strong> কম জামানতের DeFi ঋণ লিকুইডেট করে বোনাস পাওয়া, যা প্রোটোকলকে সচ্ছল রাখে।</li>
<li><strong>স্যান্ডউইচ আক্রমণ:</strong> একটি বট বড় কোনো সোয়াপের ঠিক আগে কেনে এবং ঠিক পরে বিক্রি করে; ব্যবহারকারী খারাপ দাম পান, পার্থক্যটা যায় বটের কাছে।</li>
</ul>
<h2>আজকের সরবরাহ শৃঙ্খল</h2>
<p>ইথেরিয়ামে বেশিরভাগ ব্লক তৈরি হয় প্রপোজার-বিল্ডার সেপারেশনের মাধ্যমে, যা MEV-Boost-এর মতো সফটওয়্যার দিয়ে মূল প্রোটোকলের বাইরে বাস্তবায়িত। সার্চাররা সুযোগ খুঁজে বিল্ডারদের কাছে বান্ডল পাঠান, বিল্ডাররা সবচেয়ে লাভজনক ব্লক বানিয়ে রিলের মাধ্যমে দর দেন, আর ভ্যালিডেটর সর্বোচ্চ দরটি বেছে নেন। এতে সাধারণ ভ্যালিডেটররাও MEV আয় করতে পারেন, তবে ক্ষমতা অল্প কয়েকজন বিল্ডার ও রিলের হাতে কেন্দ্রীভূত হয়।</p>
<h2>ব্যবহারকারীরা কীভাবে বাঁচবেন</h2>
<p>সোয়াপে যুক্তিসঙ্গত স্লিপেজ সীমা রাখুন, কারণ খুব বেশি সেটিং স্যান্ডউইচ আক্রমণকে আমন্ত্রণ জানায়। প্রাইভেট লেনদেন পাঠানোর সুবিধা দেয় এমন ওয়ালেট বা RPC ব্যবহার করুন, এবং ব্যাচ অকশনভিত্তিক এক্সচেঞ্জ বিবেচনা করুন। লেনদেনের ক্রম যতদিন গুরুত্বপূর্ণ, MEV পুরোপুরি দূর হবে না, তবে এটি বোঝা সবচেয়ে ব্যয়বহুল ক্ষতি এড়াতে সাহায্য করে।</p>`,
      },
    },
  },
];
