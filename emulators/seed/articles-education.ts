/**
 * Demo content: education. Original writing for CryptoLekh's demo data. Facts are stated as they
 * stood in 2023-2025, with hedging where rules or numbers change. Nothing here is financial,
 * legal or tax advice.
 */
import type { SeedArticle } from './types.js';

export const educationArticles: SeedArticle[] = [
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'what-is-a-blockchain',
    category: 'education',
    status: 'published',
    isFeatured: true,
    image: 'what-is-a-blockchain.svg',
    publishedDaysAgo: 41,
    views: 8420,
    shares: 507,
    translations: {
      en: {
        title: 'What Is a Blockchain? A Plain-Language Guide for Beginners',
        excerpt:
          'A blockchain is a shared ledger kept by thousands of computers at once. Learn how blocks, hashes and consensus work together, and where the technology helps or falls short.',
        metaDescription:
          'A beginner-friendly explanation of blockchains: how blocks, hashes, nodes and consensus create a shared record that nobody can quietly rewrite or erase.',
        content: `<p>A blockchain is a shared record of transactions that many computers keep at the same time. Instead of one bank or company holding the master copy of a ledger, thousands of independent machines, called nodes, each store a full copy and agree on what gets added next. Once an entry is accepted and buried under later entries, changing it becomes extremely difficult. That simple idea is what makes cryptocurrencies such as Bitcoin and Ether possible.</p>
<img src="/media/seed/what-is-a-blockchain.svg" alt="Diagram of three linked blocks, each carrying the hash of the block before it">
<h2>Blocks, hashes and the chain</h2>
<p>Transactions are grouped into batches called blocks. Each block contains a list of transactions, a timestamp and a cryptographic fingerprint, known as a hash, of the previous block. A hash function turns any input into a fixed-length string, and even a one-character change to the input produces a completely different output. Because every block carries the hash of its parent, the blocks form a chain: tampering with an old block would change its hash and break every link that follows.</p>
<h2>Who decides what gets added?</h2>
<p>With no central administrator, the network needs a rule for agreeing on the next block. This rule is called a consensus mechanism. Bitcoin uses proof of work, where miners spend electricity solving a computational puzzle for the right to propose a block. Ethereum has used proof of stake since September 2022, where validators lock up ether as collateral and can lose part of it if they break the rules. Both approaches make cheating expensive, so honest behaviour is the rational choice for most participants.</p>
<h2>What blockchains are good at, and what they are not</h2>
<ul>
<li><strong>Transparency:</strong> on public blockchains anyone can inspect the full transaction history.</li>
<li><strong>Censorship resistance:</strong> no single party can block a valid transaction indefinitely.</li>
<li><strong>Programmability:</strong> networks like Ethereum run smart contracts, small programs that execute exactly as written.</li>
<li><strong>Limits:</strong> blockchains are slower and costlier than ordinary databases, and they cannot verify whether real-world information fed into them is true.</li>
</ul>
<p>It also helps to know that "public" does not mean "anonymous". Addresses are pseudonymous strings, but once an address is linked to a person, for example through a KYC-verified exchange, its entire history can be traced. Private or permissioned blockchains, used by some companies and banks, restrict who can read or write and behave more like a shared database among known partners.</p>
<blockquote>A useful mental model: a blockchain is a notebook that everyone can read, anyone can write to by following the rules, and nobody can quietly erase.</blockquote>
<p>For a beginner, the key takeaway is that a blockchain replaces trust in a single institution with trust in open rules, cryptography and economic incentives. Understanding this foundation makes later topics, from wallets to DeFi, much easier to follow.</p>`,
      },
      hi: {
        title: 'ब्लॉकचेन क्या है? शुरुआती लोगों के लिए आसान भाषा में गाइड',
        excerpt:
          'ब्लॉकचेन एक साझा लेज़र है जिसे हज़ारों कंप्यूटर एक साथ रखते हैं। जानिए ब्लॉक, हैश और कंसेंसस कैसे काम करते हैं, और यह तकनीक किन कामों में अच्छी है और किनमें नहीं।',
        metaDescription:
          'ब्लॉकचेन की आसान व्याख्या: ब्लॉक, हैश, नोड और कंसेंसस कैसे मिलकर एक ऐसा रिकॉर्ड बनाते हैं जिसे चुपचाप बदला नहीं जा सकता। शुरुआती पाठकों के लिए गाइड।',
        content: `<p>ब्लॉकचेन लेन-देन का एक साझा रिकॉर्ड है जिसे कई कंप्यूटर एक ही समय पर संभालकर रखते हैं। किसी एक बैंक या कंपनी के पास मुख्य बही-खाता रहने के बजाय, हज़ारों स्वतंत्र मशीनें, जिन्हें नोड कहा जाता है, पूरी कॉपी रखती हैं और तय करती हैं कि आगे क्या जोड़ा जाएगा। एक बार कोई एंट्री स्वीकार हो जाए और उसके ऊपर नई एंट्रियाँ जुड़ जाएँ, तो उसे बदलना बेहद कठिन हो जाता है। बिटकॉइन और ईथर जैसी क्रिप्टोकरेंसी इसी सरल विचार पर टिकी हैं।</p>
<h2>ब्लॉक, हैश और चेन</h2>
<p>लेन-देन को बैचों में जोड़ा जाता है जिन्हें ब्लॉक कहते हैं। हर ब्लॉक में लेन-देन की सूची, एक टाइमस्टैम्प और पिछले ब्लॉक का क्रिप्टोग्राफ़िक फ़िंगरप्रिंट, यानी हैश, होता है। इनपुट में एक अक्षर का बदलाव भी बिल्कुल अलग हैश बना देता है। चूँकि हर ब्लॉक अपने पिछले ब्लॉक का हैश रखता है, इसलिए पुराने ब्लॉक से छेड़छाड़ करने पर आगे की हर कड़ी टूट जाती है।</p>
<h2>कौन तय करता है कि क्या जुड़ेगा?</h2>
<p>कोई केंद्रीय प्रशासक न होने के कारण नेटवर्क को अगले ब्लॉक पर सहमति के लिए एक नियम चाहिए, जिसे कंसेंसस मैकेनिज़्म कहते हैं। बिटकॉइन प्रूफ़ ऑफ़ वर्क का उपयोग करता है, जिसमें माइनर बिजली खर्च करके एक गणितीय पहेली हल करते हैं। एथेरियम सितंबर 2022 से प्रूफ़ ऑफ़ स्टेक पर चलता है, जहाँ वैलिडेटर ईथर को गिरवी के रूप में लॉक करते हैं और नियम तोड़ने पर उसका हिस्सा खो सकते हैं।</p>
<ul>
<li><strong>पारदर्शिता:</strong> सार्वजनिक ब्लॉकचेन पर कोई भी पूरा लेन-देन इतिहास देख सकता है।</li>
<li><strong>प्रोग्रामेबिलिटी:</strong> एथेरियम जैसे नेटवर्क स्मार्ट कॉन्ट्रैक्ट चलाते हैं, यानी ऐसे छोटे प्रोग्राम जो ठीक वैसे ही चलते हैं जैसे लिखे गए हैं।</li>
<li><strong>सीमाएँ:</strong> ब्लॉकचेन सामान्य डेटाबेस से धीमे और महंगे हैं, और वे यह जाँच नहीं सकते कि बाहर से डाली गई जानकारी सच है या नहीं।</li>
</ul>
<p>ध्यान रखें कि "सार्वजनिक" का मतलब "गुमनाम" नहीं है। एक बार किसी पते को किसी व्यक्ति से जोड़ दिया जाए, तो उसका पूरा इतिहास देखा जा सकता है। शुरुआती लोगों के लिए मुख्य बात यह है कि ब्लॉकचेन किसी एक संस्था पर भरोसे की जगह खुले नियमों, क्रिप्टोग्राफ़ी और आर्थिक प्रोत्साहनों पर भरोसा रखता है।</p>`,
      },
      bn: {
        title: 'ব্লকচেইন কী? নতুনদের জন্য সহজ ভাষায় একটি গাইড',
        excerpt:
          'ব্লকচেইন হলো একটি শেয়ার করা লেজার, যা হাজার হাজার কম্পিউটার একসঙ্গে রাখে। জানুন ব্লক, হ্যাশ ও কনসেনসাস কীভাবে কাজ করে, আর এই প্রযুক্তি কোথায় কাজে লাগে, কোথায় লাগে না।',
        metaDescription:
          'সহজ ভাষায় ব্লকচেইন: ব্লক, হ্যাশ, নোড ও কনসেনসাস মিলে কীভাবে এমন একটি রেকর্ড তৈরি করে যা গোপনে বদলানো যায় না। নতুন পাঠকদের জন্য একটি সহজ গাইড।',
        content: `<p>ব্লকচেইন হলো লেনদেনের একটি শেয়ার করা রেকর্ড, যা একই সময়ে অনেকগুলো কম্পিউটার সংরক্ষণ করে। কোনো একটি ব্যাংক বা কোম্পানির হাতে মূল খাতা থাকার বদলে হাজার হাজার স্বাধীন মেশিন, যাদের নোড বলা হয়, প্রত্যেকে পুরো কপি রাখে এবং পরবর্তী এন্ট্রি কী হবে তা নিয়ে একমত হয়। একবার কোনো এন্ট্রি গৃহীত হয়ে তার ওপর নতুন এন্ট্রি জমলে সেটি বদলানো অত্যন্ত কঠিন হয়ে যায়। বিটকয়েন ও ইথারের মতো ক্রিপ্টোকারেন্সি এই সহজ ধারণার ওপরই দাঁড়িয়ে আছে।</p>
<h2>ব্লক, হ্যাশ এবং চেইন</h2>
<p>লেনদেনগুলোকে ব্যাচে সাজানো হয়, যাদের বলা হয় ব্লক। প্রতিটি ব্লকে থাকে লেনদেনের তালিকা, একটি টাইমস্ট্যাম্প এবং আগের ব্লকের ক্রিপ্টোগ্রাফিক আঙুলের ছাপ, অর্থাৎ হ্যাশ। ইনপুটে একটি অক্ষর বদলালেও সম্পূর্ণ আলাদা হ্যাশ তৈরি হয়। প্রতিটি ব্লক আগের ব্লকের হ্যাশ বহন করে বলে পুরোনো কোনো ব্লকে কারচুপি করলে পরের সব সংযোগ ভেঙে যায়।</p>
<h2>কী যোগ হবে, তা কে ঠিক করে?</h2>
<p>কেন্দ্রীয় কোনো প্রশাসক না থাকায় পরের ব্লক নিয়ে একমত হওয়ার জন্য নেটওয়ার্কের একটি নিয়ম দরকার, যাকে কনসেনসাস মেকানিজম বলে। বিটকয়েন প্রুফ অফ ওয়ার্ক ব্যবহার করে, যেখানে মাইনাররা বিদ্যুৎ খরচ করে একটি গাণিতিক ধাঁধার সমাধান করে। ইথেরিয়াম ২০২২ সালের সেপ্টেম্বর থেকে প্রুফ অফ স্টেকে চলে, যেখানে ভ্যালিডেটররা জামানত হিসেবে ইথার লক করে রাখে এবং নিয়ম ভাঙলে তার একাংশ হারাতে পারে।</p>
<ul>
<li><strong>স্বচ্ছতা:</strong> পাবলিক ব্লকচেইনে যে কেউ সম্পূর্ণ লেনদেনের ইতিহাস দেখতে পারে।</li>
<li><strong>প্রোগ্রামযোগ্যতা:</strong> ইথেরিয়ামের মতো নেটওয়ার্কে স্মার্ট কন্ট্র্যাক্ট চলে, অর্থাৎ ছোট প্রোগ্রাম যা ঠিক যেমন লেখা তেমনই চলে।</li>
<li><strong>সীমাবদ্ধতা:</strong> সাধারণ ডেটাবেসের তুলনায় ব্লকচেইন ধীর ও ব্যয়বহুল, এবং বাইরে থেকে দেওয়া তথ্য সত্য কিনা তা যাচাই করতে পারে না।</li>
</ul>
<p>মনে রাখবেন, "পাবলিক" মানে "বেনামি" নয়। কোনো ঠিকানা একবার কোনো ব্যক্তির সঙ্গে যুক্ত হলে তার পুরো ইতিহাস খুঁজে বের করা যায়। নতুনদের জন্য মূল কথা হলো, ব্লকচেইন একটি প্রতিষ্ঠানের ওপর আস্থার জায়গায় উন্মুক্ত নিয়ম, ক্রিপ্টোগ্রাফি ও অর্থনৈতিক প্রণোদনার ওপর আস্থা স্থাপন করে।</p>`,
      },
      'hi-en': {
        title: 'Blockchain kya hai? Beginners ke liye simple guide',
        excerpt:
          'Blockchain ek shared ledger hai jise hazaaron computers ek saath maintain karte hain. Samjhiye blocks, hash aur consensus kaise kaam karte hain, aur yeh technology kahan useful hai, kahan nahi.',
        metaDescription:
          'Blockchain simple bhasha mein: blocks, hash, nodes aur consensus milkar aisa record kaise banate hain jise chupke se badla nahi ja sakta. Beginners ke liye guide.',
        content: `<p>Blockchain transactions ka ek shared record hai jo ek hi time par bahut saare computers rakhte hain. Kisi ek bank ya company ke paas master copy hone ki jagah, hazaaron independent machines, jinhe nodes kehte hain, apni full copy rakhti hain aur decide karti hain ki next entry kya hogi. Ek baar entry accept ho gayi aur uske upar nayi entries aa gayi, toh use change karna bahut mushkil ho jaata hai. Bitcoin aur Ether jaisi cryptocurrencies isi simple idea par chalti hain.</p>
<h2>Blocks, hash aur chain</h2>
<p>Transactions ko batches mein group kiya jaata hai, jinhe blocks kehte hain. Har block mein transactions ki list, ek timestamp aur pichhle block ka hash hota hai, yaani ek cryptographic fingerprint. Input mein ek character bhi badlo toh hash poora badal jaata hai. Isliye agar koi purane block ke saath chhed-chhaad kare, toh aage ke saare links toot jaate hain.</p>
<h2>Kaun decide karta hai?</h2>
<p>Koi central admin nahi hai, isliye network ko agle block par agree karne ke liye ek rule chahiye, jise consensus mechanism kehte hain. Bitcoin proof of work use karta hai, jisme miners bijli kharch karke ek puzzle solve karte hain. Ethereum September 2022 se proof of stake par hai, jahan validators ETH ko collateral ki tarah lock karte hain aur cheating karne par uska kuch hissa kho sakte hain.</p>
<p>Yaad rakhiye, "public" ka matlab "anonymous" nahi hai. Agar koi address aapke naam se link ho gaya, jaise KYC wale exchange ke through, toh uski poori history trace ho sakti hai. Beginners ke liye main baat yeh hai ki blockchain ek institution par trust ki jagah open rules, cryptography aur economic incentives par trust rakhta hai.</p>`,
      },
      kn: {
        title: 'ಬ್ಲಾಕ್‌ಚೈನ್ ಎಂದರೇನು? ಆರಂಭಿಕರಿಗೆ ಸರಳ ಮಾರ್ಗದರ್ಶಿ',
        excerpt:
          'ಬ್ಲಾಕ್‌ಚೈನ್ ಎಂಬುದು ಸಾವಿರಾರು ಕಂಪ್ಯೂಟರ್‌ಗಳು ಒಟ್ಟಿಗೆ ಇಟ್ಟುಕೊಳ್ಳುವ ಹಂಚಿಕೆಯ ಲೆಡ್ಜರ್. ಬ್ಲಾಕ್‌ಗಳು, ಹ್ಯಾಶ್ ಮತ್ತು ಒಮ್ಮತ ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತವೆ ಮತ್ತು ಈ ತಂತ್ರಜ್ಞಾನದ ಮಿತಿಗಳೇನು ಎಂದು ತಿಳಿಯಿರಿ.',
        metaDescription:
          'ಸರಳ ಭಾಷೆಯಲ್ಲಿ ಬ್ಲಾಕ್‌ಚೈನ್: ಬ್ಲಾಕ್‌ಗಳು, ಹ್ಯಾಶ್, ನೋಡ್‌ಗಳು ಮತ್ತು ಒಮ್ಮತದ ವ್ಯವಸ್ಥೆ ಸೇರಿ ಗುಟ್ಟಾಗಿ ಬದಲಿಸಲಾಗದ ದಾಖಲೆಯನ್ನು ಹೇಗೆ ರೂಪಿಸುತ್ತವೆ ಎಂಬ ಆರಂಭಿಕರ ಮಾರ್ಗದರ್ಶಿ.',
        content: `<p>ಬ್ಲಾಕ್‌ಚೈನ್ ಎಂದರೆ ಅನೇಕ ಕಂಪ್ಯೂಟರ್‌ಗಳು ಒಂದೇ ಸಮಯದಲ್ಲಿ ಇಟ್ಟುಕೊಳ್ಳುವ ವಹಿವಾಟುಗಳ ಹಂಚಿಕೆಯ ದಾಖಲೆ. ಒಂದು ಬ್ಯಾಂಕ್ ಅಥವಾ ಕಂಪನಿ ಮುಖ್ಯ ಲೆಕ್ಕಪುಸ್ತಕವನ್ನು ಹಿಡಿದಿಡುವ ಬದಲು, ನೋಡ್‌ಗಳು ಎಂದು ಕರೆಯಲಾಗುವ ಸಾವಿರಾರು ಸ್ವತಂತ್ರ ಯಂತ್ರಗಳು ಪೂರ್ಣ ಪ್ರತಿಯನ್ನು ಇಟ್ಟುಕೊಂಡು ಮುಂದೆ ಏನು ಸೇರಬೇಕು ಎಂಬುದನ್ನು ಒಪ್ಪಿಕೊಳ್ಳುತ್ತವೆ. ಒಮ್ಮೆ ಒಂದು ನಮೂದು ಸ್ವೀಕೃತವಾಗಿ ಅದರ ಮೇಲೆ ಹೊಸ ನಮೂದುಗಳು ಸೇರಿದರೆ, ಅದನ್ನು ಬದಲಿಸುವುದು ಅತ್ಯಂತ ಕಷ್ಟ. ಬಿಟ್‌ಕಾಯಿನ್ ಮತ್ತು ಈಥರ್‌ನಂತಹ ಕ್ರಿಪ್ಟೋಕರೆನ್ಸಿಗಳು ಇದೇ ಸರಳ ಕಲ್ಪನೆಯ ಮೇಲೆ ನಿಂತಿವೆ.</p>
<h2>ಬ್ಲಾಕ್‌ಗಳು, ಹ್ಯಾಶ್ ಮತ್ತು ಸರಪಳಿ</h2>
<p>ವಹಿವಾಟುಗಳನ್ನು ಬ್ಲಾಕ್‌ಗಳು ಎಂಬ ಗುಂಪುಗಳಾಗಿ ಸೇರಿಸಲಾಗುತ್ತದೆ. ಪ್ರತಿಯೊಂದು ಬ್ಲಾಕ್‌ನಲ್ಲಿ ವಹಿವಾಟುಗಳ ಪಟ್ಟಿ, ಸಮಯದ ಮುದ್ರೆ ಮತ್ತು ಹಿಂದಿನ ಬ್ಲಾಕ್‌ನ ಕ್ರಿಪ್ಟೋಗ್ರಾಫಿಕ್ ಬೆರಳಚ್ಚು, ಅಂದರೆ ಹ್ಯಾಶ್, ಇರುತ್ತದೆ. ಇನ್‌ಪುಟ್‌ನಲ್ಲಿ ಒಂದು ಅಕ್ಷರ ಬದಲಾದರೂ ಸಂಪೂರ್ಣ ಬೇರೆ ಹ್ಯಾಶ್ ಬರುತ್ತದೆ. ಆದ್ದರಿಂದ ಹಳೆಯ ಬ್ಲಾಕ್ ಅನ್ನು ತಿದ್ದಿದರೆ ಮುಂದಿನ ಎಲ್ಲ ಕೊಂಡಿಗಳೂ ಮುರಿಯುತ್ತವೆ.</p>
<h2>ಏನು ಸೇರಬೇಕು ಎಂದು ಯಾರು ನಿರ್ಧರಿಸುತ್ತಾರೆ?</h2>
<p>ಕೇಂದ್ರ ಆಡಳಿತಗಾರರು ಇಲ್ಲದ ಕಾರಣ, ಮುಂದಿನ ಬ್ಲಾಕ್ ಬಗ್ಗೆ ಒಪ್ಪಂದಕ್ಕೆ ಬರಲು ನೆಟ್‌ವರ್ಕ್‌ಗೆ ಒಂದು ನಿಯಮ ಬೇಕು. ಇದನ್ನು ಒಮ್ಮತದ ಕಾರ್ಯವಿಧಾನ (ಕನ್ಸೆನ್ಸಸ್ ಮೆಕಾನಿಸಂ) ಎನ್ನುತ್ತಾರೆ. ಬಿಟ್‌ಕಾಯಿನ್ ಪ್ರೂಫ್ ಆಫ್ ವರ್ಕ್ ಬಳಸುತ್ತದೆ; ಅಲ್ಲಿ ಮೈನರ್‌ಗಳು ವಿದ್ಯುತ್ ವ್ಯಯಿಸಿ ಗಣಿತದ ಒಗಟನ್ನು ಬಿಡಿಸುತ್ತಾರೆ. ಎಥೆರಿಯಮ್ 2022ರ ಸೆಪ್ಟೆಂಬರ್‌ನಿಂದ ಪ್ರೂಫ್ ಆಫ್ ಸ್ಟೇಕ್ ಬಳಸುತ್ತಿದೆ; ಅಲ್ಲಿ ವ್ಯಾಲಿಡೇಟರ್‌ಗಳು ಈಥರ್ ಅನ್ನು ಭದ್ರತೆಯಾಗಿ ಲಾಕ್ ಮಾಡುತ್ತಾರೆ ಮತ್ತು ನಿಯಮ ಮುರಿದರೆ ಅದರ ಒಂದು ಭಾಗವನ್ನು ಕಳೆದುಕೊಳ್ಳಬಹುದು.</p>
<p>"ಸಾರ್ವಜನಿಕ" ಎಂದರೆ "ಅನಾಮಧೇಯ" ಅಲ್ಲ ಎಂಬುದನ್ನು ನೆನಪಿಡಿ. ಒಂದು ವಿಳಾಸವನ್ನು ಒಬ್ಬ ವ್ಯಕ್ತಿಗೆ ಜೋಡಿಸಿದ ನಂತರ ಅದರ ಸಂಪೂರ್ಣ ಇತಿಹಾಸವನ್ನು ಪತ್ತೆಹಚ್ಚಬಹುದು. ಆರಂಭಿಕರಿಗೆ ಮುಖ್ಯ ಪಾಠ ಇದು: ಬ್ಲಾಕ್‌ಚೈನ್ ಒಂದೇ ಸಂಸ್ಥೆಯ ಮೇಲಿನ ನಂಬಿಕೆಯ ಬದಲಿಗೆ ಮುಕ್ತ ನಿಯಮಗಳು, ಕ್ರಿಪ್ಟೋಗ್ರಫಿ ಮತ್ತು ಆರ್ಥಿಕ ಪ್ರೋತ್ಸಾಹಗಳ ಮೇಲೆ ನಂಬಿಕೆ ಇಡುತ್ತದೆ.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'bitcoin-wallets-and-seed-phrases',
    category: 'education',
    status: 'published',
    isFeatured: true,
    image: 'bitcoin-wallets-and-seed-phrases.svg',
    publishedDaysAgo: 9,
    views: 6135,
    shares: 392,
    translations: {
      en: {
        title: 'Bitcoin Wallets and Seed Phrases: How to Keep Coins Safe',
        excerpt:
          'A wallet holds your private keys, not your coins. Learn the difference between custodial and self-custody, hot and cold wallets, and practical rules for protecting a seed phrase.',
        metaDescription:
          'How Bitcoin wallets work, what a 12 or 24-word seed phrase is, and practical steps to protect it from theft, loss and phishing. A guide for new crypto users.',
        content: `<p>A Bitcoin wallet does not actually hold coins. Bitcoins exist only as entries on the blockchain; what a wallet stores is the private key that proves you are allowed to spend them. Lose the key and the coins are effectively gone. Share it and someone else can move them. Almost every question about wallet safety comes back to protecting that key.</p>
<h2>Custodial versus self-custody</h2>
<p>When you buy bitcoin on an exchange and leave it there, the exchange controls the keys and you hold a claim against the company. This is called a custodial arrangement. It is convenient, and account recovery is possible if you forget a password, but you depend on the exchange staying solvent, honest and secure. Self-custody wallets put the keys in your hands. The crypto saying "not your keys, not your coins" comes from repeated exchange failures where customers could not withdraw.</p>
<h2>Hot and cold wallets</h2>
<ul>
<li><strong>Hot wallets</strong> are apps on a phone or computer that stay connected to the internet. They are handy for small, frequent payments but are exposed to malware and phishing.</li>
<li><strong>Cold wallets</strong>, usually small hardware devices, keep the private key offline and only sign transactions after you confirm them on the device screen. They suit larger, long-term holdings.</li>
</ul>
<h2>What a seed phrase is</h2>
<p>Most modern wallets generate a recovery phrase of 12 or 24 words drawn from a standard list of 2,048 words, defined in a specification known as BIP-39. From this phrase the wallet can mathematically regenerate every private key and address it has ever used. In practice, the seed phrase is the wallet: anyone who sees it can recreate your wallet on their own device and empty it within minutes.</p>
<h2>Practical rules for protecting it</h2>
<ul>
<li>Write the words on paper or stamp them into metal; never store them in screenshots, email, chat apps or cloud notes.</li>
<li>Keep at least two copies in separate secure places, so a fire or flood does not wipe you out.</li>
<li>Never type your seed phrase into a website or share it with "support staff". No legitimate company will ask for it.</li>
<li>Consider an optional passphrase (sometimes called a 25th word) for extra protection, but remember that forgetting it locks you out too.</li>
<li>Do a test recovery with a small amount before moving significant funds.</li>
</ul>
<p>Inheritance is often overlooked. If you are the only person who knows where your seed phrase is and how to use it, your family may never be able to access the funds. A sealed letter with instructions, stored with a trusted person or legal adviser, can bridge that gap without exposing the phrase today.</p>`,
      },
      hi: {
        title: 'बिटकॉइन वॉलेट और सीड फ़्रेज़: अपने कॉइन सुरक्षित कैसे रखें',
        excerpt:
          'वॉलेट में असल में कॉइन नहीं, बल्कि आपकी प्राइवेट की होती है। जानिए कस्टोडियल और सेल्फ़-कस्टडी, हॉट और कोल्ड वॉलेट में फ़र्क़, और अपनी सीड फ़्रेज़ को सुरक्षित रखने के व्यावहारिक नियम।',
        metaDescription:
          'बिटकॉइन वॉलेट कैसे काम करते हैं, 12 या 24 शब्दों की सीड फ़्रेज़ क्या है, और उसे चोरी, नुकसान व फ़िशिंग से कैसे बचाएँ। नए क्रिप्टो उपयोगकर्ताओं के लिए व्यावहारिक गाइड।',
        content: `<p>बिटकॉइन वॉलेट में वास्तव में कॉइन नहीं रखे होते। बिटकॉइन केवल ब्लॉकचेन पर एंट्री के रूप में मौजूद होते हैं; वॉलेट उस प्राइवेट की को संभालता है जो साबित करती है कि आप उन्हें खर्च कर सकते हैं। की खो गई तो कॉइन भी लगभग खो गए, और किसी को की दे दी तो वह उन्हें ले जा सकता है।</p>
<h2>कस्टोडियल बनाम सेल्फ़-कस्टडी</h2>
<p>अगर आप एक्सचेंज पर बिटकॉइन खरीदकर वहीं छोड़ देते हैं, तो की एक्सचेंज के पास रहती हैं और आपके पास केवल कंपनी पर एक दावा होता है। यह सुविधाजनक है, लेकिन आप एक्सचेंज की ईमानदारी और सुरक्षा पर निर्भर रहते हैं। सेल्फ़-कस्टडी वॉलेट में की आपके हाथ में होती हैं। हॉट वॉलेट इंटरनेट से जुड़े ऐप होते हैं जो छोटे भुगतानों के लिए सुविधाजनक हैं, जबकि कोल्ड वॉलेट, आमतौर पर हार्डवेयर डिवाइस, की को ऑफ़लाइन रखते हैं और बड़ी, लंबी अवधि की होल्डिंग के लिए बेहतर हैं।</p>
<h2>सीड फ़्रेज़ क्या है</h2>
<p>ज़्यादातर आधुनिक वॉलेट 2,048 शब्दों की एक मानक सूची (BIP-39) से 12 या 24 शब्दों की रिकवरी फ़्रेज़ बनाते हैं। इसी फ़्रेज़ से वॉलेट की हर प्राइवेट की दोबारा बनाई जा सकती है। यानी सीड फ़्रेज़ ही आपका वॉलेट है: जो इसे देख ले, वह मिनटों में आपका वॉलेट खाली कर सकता है।</p>
<ul>
<li>शब्दों को कागज़ पर लिखें या धातु पर उकेरें; स्क्रीनशॉट, ईमेल, चैट या क्लाउड नोट्स में कभी न रखें।</li>
<li>कम से कम दो कॉपी अलग-अलग सुरक्षित जगहों पर रखें।</li>
<li>किसी वेबसाइट या "सपोर्ट स्टाफ़" को अपनी सीड फ़्रेज़ कभी न दें; कोई वैध कंपनी इसे नहीं माँगती।</li>
<li>बड़ी रकम भेजने से पहले छोटी राशि के साथ रिकवरी का परीक्षण करें।</li>
</ul>
<p>विरासत की योजना भी ज़रूरी है। अगर केवल आप ही जानते हैं कि सीड फ़्रेज़ कहाँ है, तो आपका परिवार शायद कभी उन फ़ंड तक न पहुँच पाए। किसी भरोसेमंद व्यक्ति या कानूनी सलाहकार के पास रखा गया निर्देशों वाला सीलबंद पत्र इस समस्या को हल कर सकता है।</p>`,
      },
      bn: {
        title: 'বিটকয়েন ওয়ালেট ও সিড ফ্রেজ: কয়েন নিরাপদ রাখার উপায়',
        excerpt:
          'ওয়ালেটে আসলে কয়েন থাকে না, থাকে আপনার প্রাইভেট কি। জানুন কাস্টোডিয়াল ও সেলফ-কাস্টডি, হট ও কোল্ড ওয়ালেটের পার্থক্য এবং সিড ফ্রেজ সুরক্ষিত রাখার বাস্তব নিয়ম।',
        metaDescription:
          'বিটকয়েন ওয়ালেট কীভাবে কাজ করে, ১২ বা ২৪ শব্দের সিড ফ্রেজ কী, এবং চুরি, হারানো ও ফিশিং থেকে সেটিকে কীভাবে রক্ষা করবেন। নতুন ক্রিপ্টো ব্যবহারকারীদের জন্য গাইড।',
        content: `<p>বিটকয়েন ওয়ালেটে আসলে কোনো কয়েন রাখা থাকে না। বিটকয়েন শুধু ব্লকচেইনের এন্ট্রি হিসেবে থাকে; ওয়ালেট রাখে সেই প্রাইভেট কি, যা প্রমাণ করে যে আপনি সেগুলো খরচ করার অধিকারী। কি হারালে কয়েনও কার্যত হারিয়ে যায়, আর কাউকে কি দিলে সে কয়েন সরিয়ে নিতে পারে।</p>
<h2>কাস্টোডিয়াল বনাম সেলফ-কাস্টডি</h2>
<p>এক্সচেঞ্জে বিটকয়েন কিনে সেখানেই রেখে দিলে কি থাকে এক্সচেঞ্জের হাতে, আর আপনার থাকে শুধু প্রতিষ্ঠানটির কাছে একটি দাবি। এটি সুবিধাজনক, কিন্তু আপনি এক্সচেঞ্জের সততা ও নিরাপত্তার ওপর নির্ভরশীল। সেলফ-কাস্টডি ওয়ালেটে কি থাকে আপনার নিজের কাছে। হট ওয়ালেট হলো ইন্টারনেটে যুক্ত অ্যাপ, ছোট লেনদেনের জন্য সুবিধাজনক; কোল্ড ওয়ালেট, সাধারণত হার্ডওয়্যার ডিভাইস, কি অফলাইনে রাখে এবং বড় ও দীর্ঘমেয়াদি সঞ্চয়ের জন্য বেশি উপযুক্ত।</p>
<h2>সিড ফ্রেজ কী</h2>
<p>বেশিরভাগ আধুনিক ওয়ালেট ২,০৪৮ শব্দের একটি মানক তালিকা (BIP-39) থেকে ১২ বা ২৪ শব্দের একটি রিকভারি ফ্রেজ তৈরি করে। এই ফ্রেজ থেকেই ওয়ালেটের সব প্রাইভেট কি আবার তৈরি করা যায়। অর্থাৎ সিড ফ্রেজই আপনার ওয়ালেট: যে এটি দেখবে, সে কয়েক মিনিটেই আপনার ওয়ালেট খালি করে দিতে পারে।</p>
<ul>
<li>শব্দগুলো কাগজে লিখুন বা ধাতুতে খোদাই করুন; স্ক্রিনশট, ইমেল, চ্যাট বা ক্লাউড নোটে কখনও রাখবেন না।</li>
<li>অন্তত দুটি কপি আলাদা নিরাপদ জায়গায় রাখুন।</li>
<li>কোনো ওয়েবসাইট বা "সাপোর্ট স্টাফ"-কে সিড ফ্রেজ দেবেন না; কোনো বৈধ প্রতিষ্ঠান এটি চায় না।</li>
<li>বড় অঙ্ক সরানোর আগে অল্প পরিমাণ দিয়ে রিকভারি পরীক্ষা করে নিন।</li>
</ul>
<p>উত্তরাধিকারের পরিকল্পনাও জরুরি। সিড ফ্রেজ কোথায় আছে তা শুধু আপনি জানলে আপনার পরিবার হয়তো কখনোই সেই অর্থে পৌঁছাতে পারবে না। বিশ্বস্ত কারও কাছে বা আইনি পরামর্শদাতার কাছে রাখা নির্দেশনাসহ একটি সিল করা চিঠি এই সমস্যার সমাধান করতে পারে।</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'ethereum-gas-fees-explained',
    category: 'education',
    status: 'published',
    isFeatured: false,
    image: 'ethereum-gas-fees-explained.svg',
    publishedDaysAgo: 63,
    views: 2790,
    shares: 103,
    translations: {
      en: {
        title: 'How Gas Fees Work on Ethereum: A Simple Explanation',
        excerpt:
          'Every Ethereum transaction costs gas. Learn what gas units, gwei, the base fee and priority tips mean, why failed transactions still cost money, and how to pay less.',
        metaDescription:
          'Ethereum gas fees explained simply: gas units, gwei, the EIP-1559 base fee and tip, gas limits, failed transactions and practical ways to reduce what you pay.',
        content: `<p>Every action on Ethereum, from sending ether to swapping tokens, requires computation by the network's validators. Gas is the unit that measures how much computational work a transaction needs, and the gas fee is what you pay for that work in ether (ETH). Understanding the pieces of the fee helps you avoid overpaying and explains why the same action can cost very different amounts at different times.</p>
<h2>Gas units, gas price and gwei</h2>
<p>Each operation has a fixed gas cost. A plain ETH transfer uses 21,000 gas, while a token swap on a decentralised exchange might use well over 100,000 because it runs more code. The price of each unit of gas is quoted in gwei, where one gwei equals one billionth of an ETH. Your total fee is roughly gas used multiplied by the price per unit. At a price of 20 gwei, a simple transfer costs 21,000 × 20 = 420,000 gwei, or 0.00042 ETH.</p>
<h2>Base fee and priority fee</h2>
<p>Since the London upgrade in August 2021 (EIP-1559), the price per unit has two parts:</p>
<ul>
<li><strong>Base fee:</strong> set automatically by the protocol according to demand. If a block is more than half full, the base fee rises for the next block, by up to 12.5%; if it is less full, the base fee falls. The base fee is burned, meaning it is removed from circulation rather than paid to anyone.</li>
<li><strong>Priority fee (tip):</strong> an extra amount paid to the validator to encourage them to include your transaction sooner.</li>
</ul>
<p>Wallets also let you set a maximum fee per unit. You never pay more than the current base fee plus your tip, and the unused difference between that and your maximum is simply not charged.</p>
<h2>Gas limit and failed transactions</h2>
<p>The gas limit is the maximum amount of gas you allow a transaction to consume. If the transaction runs out of gas or hits an error, it fails, but the gas already used is still charged because validators did the work. This surprises many beginners: a failed swap can still cost a fee. Wallets normally estimate the limit for you, and it is usually best to accept the estimate unless you know why it should change.</p>
<h2>Ways to reduce what you pay</h2>
<ul>
<li>Transact when the network is quieter; fees often vary by time of day and with market activity.</li>
<li>Use layer-2 networks built on Ethereum, where fees are typically a small fraction of mainnet costs, especially since the Dencun upgrade of March 2024.</li>
<li>Avoid unnecessary token approvals, and batch actions where a protocol supports it.</li>
</ul>
<p>Gas fees are not a bug but a pricing system for scarce block space. Once you read them as "work times price", the numbers on your wallet's confirmation screen become much easier to interpret.</p>`,
      },
      hi: {
        title: 'एथेरियम पर गैस फ़ीस कैसे काम करती है: आसान व्याख्या',
        excerpt:
          'एथेरियम पर हर लेन-देन के लिए गैस लगती है। जानिए गैस यूनिट, gwei, बेस फ़ीस और प्रायोरिटी टिप का मतलब, असफल लेन-देन पर भी फ़ीस क्यों कटती है, और खर्च कम करने के तरीके।',
        metaDescription:
          'एथेरियम गैस फ़ीस की आसान व्याख्या: गैस यूनिट, gwei, EIP-1559 की बेस फ़ीस और टिप, गैस लिमिट, और लेयर-2 नेटवर्क की मदद से फ़ीस कम करने के व्यावहारिक तरीके।',
        content: `<p>एथेरियम पर ईथर भेजने से लेकर टोकन स्वैप करने तक, हर काम के लिए नेटवर्क के वैलिडेटरों को गणना करनी पड़ती है। गैस वह इकाई है जो बताती है कि किसी लेन-देन में कितना कम्प्यूटेशनल काम लगेगा, और गैस फ़ीस वह राशि है जो आप इस काम के लिए ETH में चुकाते हैं।</p>
<h2>गैस यूनिट, गैस प्राइस और gwei</h2>
<p>हर ऑपरेशन की एक तय गैस लागत होती है। साधारण ETH ट्रांसफ़र में 21,000 गैस लगती है, जबकि किसी विकेंद्रीकृत एक्सचेंज पर स्वैप में 1,00,000 से कहीं ज़्यादा लग सकती है। गैस की कीमत gwei में बताई जाती है; एक gwei, एक ETH का एक अरबवाँ हिस्सा है। 20 gwei की कीमत पर साधारण ट्रांसफ़र की लागत 21,000 × 20 = 4,20,000 gwei, यानी 0.00042 ETH होगी।</p>
<h2>बेस फ़ीस और प्रायोरिटी फ़ीस</h2>
<p>अगस्त 2021 के लंदन अपग्रेड (EIP-1559) के बाद से कीमत के दो हिस्से हैं। बेस फ़ीस माँग के अनुसार प्रोटोकॉल खुद तय करता है: ब्लॉक आधे से ज़्यादा भरा हो तो अगले ब्लॉक में यह 12.5% तक बढ़ सकती है, और कम भरा हो तो घटती है। बेस फ़ीस बर्न हो जाती है, यानी किसी को मिलती नहीं। प्रायोरिटी फ़ीस या टिप वैलिडेटर को जाती है ताकि वह आपका लेन-देन जल्दी शामिल करे।</p>
<h2>गैस लिमिट और असफल लेन-देन</h2>
<p>गैस लिमिट वह अधिकतम गैस है जो आप किसी लेन-देन को खर्च करने देते हैं। गैस ख़त्म होने पर लेन-देन असफल हो जाता है, लेकिन जितनी गैस खर्च हुई उसकी फ़ीस फिर भी कटती है, क्योंकि वैलिडेटरों ने काम किया। फ़ीस कम करने के लिए नेटवर्क शांत होने पर लेन-देन करें, और लेयर-2 नेटवर्क का उपयोग करें, जहाँ मार्च 2024 के डेनकुन अपग्रेड के बाद फ़ीस आमतौर पर मेननेट का छोटा सा हिस्सा होती है।</p>`,
      },
      bn: {
        title: 'ইথেরিয়ামে গ্যাস ফি কীভাবে কাজ করে: সহজ ব্যাখ্যা',
        excerpt:
          'ইথেরিয়ামে প্রতিটি লেনদেনে গ্যাস লাগে। জানুন গ্যাস ইউনিট, gwei, বেস ফি ও প্রায়োরিটি টিপের মানে, ব্যর্থ লেনদেনেও কেন ফি কাটা হয়, এবং খরচ কমানোর উপায়।',
        metaDescription:
          'ইথেরিয়ামের গ্যাস ফি সহজ ভাষায়: গ্যাস ইউনিট, gwei, EIP-1559-এর বেস ফি ও টিপ, গ্যাস লিমিট, এবং লেয়ার-২ নেটওয়ার্ক ব্যবহার করে ফি কমানোর বাস্তব কিছু উপায়।',
        content: `<p>ইথেরিয়ামে ইথার পাঠানো থেকে টোকেন সোয়াপ পর্যন্ত প্রতিটি কাজে নেটওয়ার্কের ভ্যালিডেটরদের গণনা করতে হয়। গ্যাস হলো সেই একক যা দিয়ে মাপা হয় একটি লেনদেনে কতটা কম্পিউটেশনাল কাজ লাগবে, আর গ্যাস ফি হলো সেই কাজের জন্য ETH-এ দেওয়া মূল্য।</p>
<h2>গ্যাস ইউনিট, গ্যাস প্রাইস ও gwei</h2>
<p>প্রতিটি অপারেশনের একটি নির্দিষ্ট গ্যাস খরচ আছে। সাধারণ ETH ট্রান্সফারে লাগে ২১,০০০ গ্যাস, আর বিকেন্দ্রীকৃত এক্সচেঞ্জে একটি সোয়াপে ১,০০,০০০-এর অনেক বেশি লাগতে পারে। গ্যাসের দাম বলা হয় gwei-তে; এক gwei হলো এক ETH-এর একশো কোটি ভাগের এক ভাগ। ২০ gwei দামে একটি সাধারণ ট্রান্সফারের খরচ ২১,০০০ × ২০ = ৪,২০,০০০ gwei, অর্থাৎ ০.০০০৪২ ETH।</p>
<h2>বেস ফি ও প্রায়োরিটি ফি</h2>
<p>২০২১ সালের আগস্টে লন্ডন আপগ্রেডের (EIP-1559) পর থেকে দামের দুটি অংশ। বেস ফি চাহিদা অনুযায়ী প্রোটোকল নিজেই ঠিক করে: ব্লক অর্ধেকের বেশি ভরা থাকলে পরের ব্লকে তা সর্বোচ্চ ১২.৫% বাড়ে, কম ভরা থাকলে কমে। বেস ফি বার্ন হয়ে যায়, অর্থাৎ কেউ পায় না। প্রায়োরিটি ফি বা টিপ যায় ভ্যালিডেটরের কাছে, যাতে তিনি আপনার লেনদেন দ্রুত অন্তর্ভুক্ত করেন।</p>
<h2>গ্যাস লিমিট ও ব্যর্থ লেনদেন</h2>
<p>গ্যাস লিমিট হলো একটি লেনদেনকে আপনি সর্বোচ্চ যতটা গ্যাস খরচ করতে দেন। গ্যাস ফুরিয়ে গেলে লেনদেন ব্যর্থ হয়, কিন্তু যতটা গ্যাস খরচ হয়েছে তার ফি তবুও কাটা হয়, কারণ ভ্যালিডেটররা কাজটি করেছেন। খরচ কমাতে নেটওয়ার্ক যখন তুলনামূলক শান্ত তখন লেনদেন করুন এবং লেয়ার-২ নেটওয়ার্ক ব্যবহার করুন, যেখানে ২০২৪ সালের মার্চের ডেনকুন আপগ্রেডের পর ফি সাধারণত মেইননেটের তুলনায় অনেক কম।</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'stablecoins-explained',
    category: 'education',
    status: 'published',
    isFeatured: true,
    image: 'stablecoins-explained.svg',
    publishedDaysAgo: 3,
    views: 5310,
    shares: 276,
    translations: {
      en: {
        title: 'Stablecoins Explained: How Digital Dollars Hold Their Peg',
        excerpt:
          'Stablecoins aim to stay worth one dollar, but stability is a goal, not a guarantee. Learn how fiat-backed, crypto-backed and algorithmic designs work and what can go wrong.',
        metaDescription:
          'A clear guide to stablecoins: how USDT, USDC and DAI work, how redemption keeps the peg, and the reserve, regulatory and design risks every holder should know.',
        content: `<p>Stablecoins are cryptocurrencies designed to keep a steady value, usually one US dollar per token. They let people move dollar-like value on blockchains at any hour, settle trades between other crypto assets and avoid the sharp price swings of coins like Bitcoin. Yet "stable" is a goal, not a guarantee, and the way a stablecoin tries to hold its peg determines how much risk it carries.</p>
<h2>The three main designs</h2>
<ul>
<li><strong>Fiat-backed:</strong> a company holds reserves such as cash and short-term government bonds and issues tokens against them. Tether (USDT) and USD Coin (USDC) are the largest examples. Their stability depends on the reserves being real, liquid and accessible.</li>
<li><strong>Crypto-collateralised:</strong> users lock more crypto than the stablecoins they mint, for example depositing USD 150 of ether to mint USD 100 of DAI. Over-collateralisation and automatic liquidations protect the peg when prices fall.</li>
<li><strong>Algorithmic:</strong> these try to hold the peg mainly with code and incentives rather than full reserves. The collapse of TerraUSD (UST) in May 2022, which wiped out tens of billions of dollars in value, showed how fragile this model can be.</li>
</ul>
<h2>How the peg is maintained</h2>
<p>For fiat-backed coins, the key mechanism is redemption. If a token trades at 0.99 dollars on the market, approved traders can buy it cheaply and redeem it with the issuer for a full dollar, pocketing the difference and pushing the price back up. If it trades above a dollar, they mint new tokens and sell them. This arbitrage works only as long as people trust that redemption will be honoured.</p>
<h2>Risks worth understanding</h2>
<p>Reserve risk is the most obvious: in March 2023, USDC briefly fell to around 88 cents after its issuer disclosed that part of its reserves was stuck at the failed Silicon Valley Bank. It recovered within days once those deposits were made accessible. Other risks include issuers freezing addresses at the request of authorities, smart contract bugs and regulatory changes. Holders generally have no deposit insurance, and reserve reports vary in how detailed and independent they are.</p>
<blockquote>A stablecoin is only as stable as the assets, institutions and code standing behind it.</blockquote>
<p>Used carefully, stablecoins are a practical tool for trading and cross-border transfers. Before holding a large balance in one, check who issues it, what backs it, how often reserves are reported and whether it is permitted where you live. In India, stablecoins are treated as virtual digital assets for tax purposes, like other crypto tokens.</p>`,
      },
      hi: {
        title: 'स्टेबलकॉइन क्या हैं: डिजिटल डॉलर अपना पेग कैसे बनाए रखते हैं',
        excerpt:
          'स्टेबलकॉइन का लक्ष्य एक डॉलर के बराबर रहना है, पर यह गारंटी नहीं है। जानिए फ़िएट-समर्थित, क्रिप्टो-कोलैटरल और एल्गोरिदमिक डिज़ाइन, पेग कैसे टिकता है और इनमें कौन से जोखिम हैं।',
        metaDescription:
          'स्टेबलकॉइन की आसान गाइड: USDT, USDC और DAI जैसे टोकन कैसे काम करते हैं, रिडेम्पशन से पेग कैसे बना रहता है, और रिज़र्व, रेगुलेशन व डिज़ाइन से जुड़े जोखिम।',
        content: `<p>स्टेबलकॉइन ऐसी क्रिप्टोकरेंसी हैं जिनका मकसद स्थिर मूल्य बनाए रखना है, आमतौर पर प्रति टोकन एक अमेरिकी डॉलर। इनसे लोग किसी भी समय ब्लॉकचेन पर डॉलर जैसा मूल्य भेज सकते हैं और बिटकॉइन जैसे कॉइन के तेज़ उतार-चढ़ाव से बच सकते हैं। लेकिन "स्थिर" एक लक्ष्य है, गारंटी नहीं।</p>
<h2>तीन मुख्य डिज़ाइन</h2>
<ul>
<li><strong>फ़िएट-समर्थित:</strong> कंपनी नकद और अल्पकालिक सरकारी बॉन्ड जैसे रिज़र्व रखती है और उनके बदले टोकन जारी करती है, जैसे टेदर (USDT) और USD कॉइन (USDC)।</li>
<li><strong>क्रिप्टो-कोलैटरल:</strong> उपयोगकर्ता जितने स्टेबलकॉइन बनाते हैं उससे ज़्यादा क्रिप्टो लॉक करते हैं, जैसे 100 डॉलर के DAI के लिए 150 डॉलर का ईथर।</li>
<li><strong>एल्गोरिदमिक:</strong> ये पूरे रिज़र्व के बजाय मुख्य रूप से कोड और प्रोत्साहनों पर निर्भर रहते हैं। मई 2022 में TerraUSD (UST) का पतन दिखाता है कि यह मॉडल कितना नाज़ुक हो सकता है।</li>
</ul>
<h2>पेग कैसे बना रहता है</h2>
<p>फ़िएट-समर्थित कॉइन में मुख्य तंत्र रिडेम्पशन है। अगर टोकन बाज़ार में 0.99 डॉलर पर बिके, तो अधिकृत ट्रेडर उसे सस्ते में खरीदकर जारीकर्ता से पूरे एक डॉलर में भुना सकते हैं, जिससे कीमत फिर ऊपर आती है। यह तभी काम करता है जब लोगों को भरोसा हो कि रिडेम्पशन का सम्मान होगा।</p>
<h2>समझने लायक जोखिम</h2>
<p>मार्च 2023 में सिलिकॉन वैली बैंक के डूबने के बाद USDC कुछ समय के लिए लगभग 88 सेंट तक गिर गया था, क्योंकि उसके रिज़र्व का एक हिस्सा उसी बैंक में फँसा था। अन्य जोखिमों में अधिकारियों के कहने पर पते फ़्रीज़ होना, स्मार्ट कॉन्ट्रैक्ट की गड़बड़ी और नियमों में बदलाव शामिल हैं। भारत में टैक्स के लिहाज़ से स्टेबलकॉइन भी अन्य क्रिप्टो की तरह वर्चुअल डिजिटल एसेट माने जाते हैं। बड़ी राशि रखने से पहले देखें कि इसे कौन जारी करता है और इसके पीछे क्या रिज़र्व है।</p>`,
      },
      bn: {
        title: 'স্টেবলকয়েন কী: ডিজিটাল ডলার কীভাবে পেগ ধরে রাখে',
        excerpt:
          'স্টেবলকয়েনের লক্ষ্য এক ডলারের সমান থাকা, তবে এটি কোনো নিশ্চয়তা নয়। জানুন ফিয়াট-সমর্থিত, ক্রিপ্টো-জামানতভিত্তিক ও অ্যালগরিদমিক নকশা, পেগ কীভাবে টেকে এবং ঝুঁকিগুলো কী।',
        metaDescription:
          'স্টেবলকয়েনের সহজ গাইড: USDT, USDC ও DAI-এর মতো টোকেন কীভাবে কাজ করে, রিডেম্পশনের মাধ্যমে পেগ কীভাবে টিকে থাকে, এবং রিজার্ভ, নিয়ন্ত্রণ ও নকশাগত ঝুঁকি।',
        content: `<p>স্টেবলকয়েন হলো এমন ক্রিপ্টোকারেন্সি যার উদ্দেশ্য স্থির মূল্য বজায় রাখা, সাধারণত প্রতি টোকেনে এক মার্কিন ডলার। এর মাধ্যমে যে কোনো সময় ব্লকচেইনে ডলারের মতো মূল্য পাঠানো যায় এবং বিটকয়েনের মতো কয়েনের তীব্র দামের ওঠানামা এড়ানো যায়। তবে "স্থির" একটি লক্ষ্য, নিশ্চয়তা নয়।</p>
<h2>প্রধান তিনটি নকশা</h2>
<ul>
<li><strong>ফিয়াট-সমর্থিত:</strong> একটি প্রতিষ্ঠান নগদ অর্থ ও স্বল্পমেয়াদি সরকারি বন্ডের মতো রিজার্ভ রেখে তার বিপরীতে টোকেন ইস্যু করে, যেমন টেথার (USDT) ও ইউএসডি কয়েন (USDC)।</li>
<li><strong>ক্রিপ্টো-জামানতভিত্তিক:</strong> ব্যবহারকারীরা যত স্টেবলকয়েন তৈরি করেন তার চেয়ে বেশি ক্রিপ্টো লক করেন, যেমন ১০০ ডলারের DAI-এর জন্য ১৫০ ডলারের ইথার।</li>
<li><strong>অ্যালগরিদমিক:</strong> এগুলো পূর্ণ রিজার্ভের বদলে মূলত কোড ও প্রণোদনার ওপর নির্ভর করে। ২০২২ সালের মে মাসে TerraUSD (UST)-এর পতন দেখিয়েছে এই মডেল কতটা ভঙ্গুর।</li>
</ul>
<h2>পেগ কীভাবে টিকে থাকে</h2>
<p>ফিয়াট-সমর্থিত কয়েনে মূল কৌশল হলো রিডেম্পশন। টোকেন বাজারে ০.৯৯ ডলারে বিক্রি হলে অনুমোদিত ট্রেডাররা সস্তায় কিনে ইস্যুকারীর কাছ থেকে পুরো এক ডলার ফেরত নিতে পারেন, ফলে দাম আবার ওঠে। এটি কাজ করে কেবল তখনই, যখন মানুষ বিশ্বাস করে যে রিডেম্পশনের প্রতিশ্রুতি রক্ষা করা হবে।</p>
<h2>যে ঝুঁকিগুলো বোঝা দরকার</h2>
<p>২০২৩ সালের মার্চে সিলিকন ভ্যালি ব্যাংকের পতনের পর USDC অল্প সময়ের জন্য প্রায় ৮৮ সেন্টে নেমে গিয়েছিল, কারণ এর রিজার্ভের একটি অংশ ওই ব্যাংকে আটকে ছিল। অন্যান্য ঝুঁকির মধ্যে আছে কর্তৃপক্ষের অনুরোধে ঠিকানা ফ্রিজ করা, স্মার্ট কন্ট্র্যাক্টের ত্রুটি এবং নিয়ন্ত্রণের পরিবর্তন। ভারতে করের ক্ষেত্রে স্টেবলকয়েনও অন্যান্য ক্রিপ্টোর মতো ভার্চুয়াল ডিজিটাল অ্যাসেট হিসেবে গণ্য হয়। বড় অঙ্ক রাখার আগে দেখে নিন কে এটি ইস্যু করে এবং এর পেছনে কী রিজার্ভ আছে।</p>`,
      },
      kn: {
        title: 'ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್‌ಗಳು: ಡಿಜಿಟಲ್ ಡಾಲರ್ ತನ್ನ ಮೌಲ್ಯ ಹೇಗೆ ಕಾಯ್ದುಕೊಳ್ಳುತ್ತದೆ',
        excerpt:
          'ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್‌ಗಳ ಗುರಿ ಒಂದು ಡಾಲರ್‌ಗೆ ಸಮನಾಗಿರುವುದು, ಆದರೆ ಅದು ಖಾತರಿಯಲ್ಲ. ಫಿಯಟ್ ಬೆಂಬಲಿತ, ಕ್ರಿಪ್ಟೋ ಮೇಲಾಧಾರಿತ ಮತ್ತು ಅಲ್ಗಾರಿದಮಿಕ್ ವಿನ್ಯಾಸಗಳು ಹಾಗೂ ಅವುಗಳ ಅಪಾಯಗಳನ್ನು ತಿಳಿಯಿರಿ.',
        metaDescription:
          'ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್‌ಗಳ ಸರಳ ಮಾರ್ಗದರ್ಶಿ: USDT, USDC ಮತ್ತು DAI ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತವೆ, ರಿಡೆಂಪ್ಶನ್ ಮೂಲಕ ಪೆಗ್ ಹೇಗೆ ಉಳಿಯುತ್ತದೆ ಮತ್ತು ಮೀಸಲು ಹಾಗೂ ನಿಯಂತ್ರಣದ ಅಪಾಯಗಳು.',
        content: `<p>ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್‌ಗಳು ಸ್ಥಿರ ಮೌಲ್ಯವನ್ನು ಕಾಯ್ದುಕೊಳ್ಳಲು ರೂಪಿಸಲಾದ ಕ್ರಿಪ್ಟೋಕರೆನ್ಸಿಗಳು; ಸಾಮಾನ್ಯವಾಗಿ ಪ್ರತಿ ಟೋಕನ್‌ಗೆ ಒಂದು ಅಮೆರಿಕನ್ ಡಾಲರ್. ಇವುಗಳ ಮೂಲಕ ಯಾವುದೇ ಸಮಯದಲ್ಲಿ ಬ್ಲಾಕ್‌ಚೈನ್‌ನಲ್ಲಿ ಡಾಲರ್‌ನಂತಹ ಮೌಲ್ಯವನ್ನು ಕಳುಹಿಸಬಹುದು ಮತ್ತು ಬಿಟ್‌ಕಾಯಿನ್‌ನಂತಹ ನಾಣ್ಯಗಳ ತೀವ್ರ ಬೆಲೆ ಏರಿಳಿತವನ್ನು ತಪ್ಪಿಸಬಹುದು. ಆದರೆ "ಸ್ಥಿರ" ಎನ್ನುವುದು ಒಂದು ಗುರಿ, ಖಾತರಿಯಲ್ಲ.</p>
<h2>ಮೂರು ಮುಖ್ಯ ವಿನ್ಯಾಸಗಳು</h2>
<ul>
<li><strong>ಫಿಯಟ್ ಬೆಂಬಲಿತ:</strong> ಒಂದು ಕಂಪನಿ ನಗದು ಮತ್ತು ಅಲ್ಪಾವಧಿ ಸರ್ಕಾರಿ ಬಾಂಡ್‌ಗಳಂತಹ ಮೀಸಲುಗಳನ್ನು ಇಟ್ಟುಕೊಂಡು ಟೋಕನ್‌ಗಳನ್ನು ನೀಡುತ್ತದೆ, ಉದಾಹರಣೆಗೆ ಟೆಥರ್ (USDT) ಮತ್ತು ಯುಎಸ್‌ಡಿ ಕಾಯಿನ್ (USDC).</li>
<li><strong>ಕ್ರಿಪ್ಟೋ ಮೇಲಾಧಾರಿತ:</strong> ಬಳಕೆದಾರರು ತಾವು ಸೃಷ್ಟಿಸುವ ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್‌ಗಳಿಗಿಂತ ಹೆಚ್ಚು ಮೌಲ್ಯದ ಕ್ರಿಪ್ಟೋವನ್ನು ಲಾಕ್ ಮಾಡುತ್ತಾರೆ, ಉದಾಹರಣೆಗೆ 100 ಡಾಲರ್ DAIಗಾಗಿ 150 ಡಾಲರ್ ಮೌಲ್ಯದ ಈಥರ್.</li>
<li><strong>ಅಲ್ಗಾರಿದಮಿಕ್:</strong> ಇವು ಪೂರ್ಣ ಮೀಸಲಿನ ಬದಲು ಮುಖ್ಯವಾಗಿ ಕೋಡ್ ಮತ್ತು ಪ್ರೋತ್ಸಾಹಗಳನ್ನು ಅವಲಂಬಿಸುತ್ತವೆ. 2022ರ ಮೇ ತಿಂಗಳಲ್ಲಿ TerraUSD (UST) ಕುಸಿದದ್ದು ಈ ಮಾದರಿ ಎಷ್ಟು ದುರ್ಬಲ ಎಂಬುದನ್ನು ತೋರಿಸಿತು.</li>
</ul>
<h2>ಪೆಗ್ ಹೇಗೆ ಉಳಿಯುತ್ತದೆ</h2>
<p>ಫಿಯಟ್ ಬೆಂಬಲಿತ ನಾಣ್ಯಗಳಲ್ಲಿ ಮುಖ್ಯ ವ್ಯವಸ್ಥೆ ರಿಡೆಂಪ್ಶನ್. ಟೋಕನ್ ಮಾರುಕಟ್ಟೆಯಲ್ಲಿ 0.99 ಡಾಲರ್‌ಗೆ ಮಾರಾಟವಾದರೆ, ಅನುಮೋದಿತ ವ್ಯಾಪಾರಿಗಳು ಅದನ್ನು ಕಡಿಮೆ ಬೆಲೆಗೆ ಖರೀದಿಸಿ ವಿತರಕರಿಂದ ಪೂರ್ಣ ಒಂದು ಡಾಲರ್ ಪಡೆಯಬಹುದು; ಇದರಿಂದ ಬೆಲೆ ಮತ್ತೆ ಏರುತ್ತದೆ. ರಿಡೆಂಪ್ಶನ್ ಗೌರವಿಸಲ್ಪಡುತ್ತದೆ ಎಂಬ ನಂಬಿಕೆ ಇರುವವರೆಗೆ ಮಾತ್ರ ಇದು ಕೆಲಸ ಮಾಡುತ್ತದೆ.</p>
<p>2023ರ ಮಾರ್ಚ್‌ನಲ್ಲಿ ಸಿಲಿಕಾನ್ ವ್ಯಾಲಿ ಬ್ಯಾಂಕ್ ವಿಫಲವಾದಾಗ, ಅದರ ಮೀಸಲಿನ ಒಂದು ಭಾಗ ಆ ಬ್ಯಾಂಕ್‌ನಲ್ಲಿ ಸಿಲುಕಿದ್ದರಿಂದ USDC ಸ್ವಲ್ಪ ಸಮಯ ಸುಮಾರು 88 ಸೆಂಟ್‌ಗಳಿಗೆ ಇಳಿದಿತ್ತು. ಭಾರತದಲ್ಲಿ ತೆರಿಗೆ ಉದ್ದೇಶಕ್ಕೆ ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್‌ಗಳನ್ನೂ ಇತರ ಕ್ರಿಪ್ಟೋ ಟೋಕನ್‌ಗಳಂತೆ ವರ್ಚುವಲ್ ಡಿಜಿಟಲ್ ಆಸ್ತಿಗಳೆಂದು ಪರಿಗಣಿಸಲಾಗುತ್ತದೆ. ದೊಡ್ಡ ಮೊತ್ತ ಇಡುವ ಮೊದಲು ಅದನ್ನು ಯಾರು ನೀಡುತ್ತಾರೆ ಮತ್ತು ಅದರ ಹಿಂದೆ ಯಾವ ಮೀಸಲು ಇದೆ ಎಂಬುದನ್ನು ಪರಿಶೀಲಿಸಿ.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'defi-lending-basics',
    category: 'education',
    status: 'published',
    isFeatured: false,
    publishedDaysAgo: 99,
    views: 1485,
    shares: 41,
    translations: {
      en: {
        title: 'DeFi Lending Basics: Collateral, Interest and Liquidation',
        excerpt:
          'DeFi lending replaces banks with smart contracts. Learn how lending pools, over-collateralisation, health factors and liquidations work, and the main risks for borrowers.',
        metaDescription:
          'DeFi lending basics: how pools like Aave and Compound work, what loan-to-value and health factor mean, why liquidations happen and risks smart contracts add.',
        content: `<p>Decentralised finance (DeFi) lending lets people borrow and lend crypto through smart contracts instead of banks. Platforms such as Aave and Compound pool deposits from lenders and make them available to borrowers, with interest rates set by code. There is no loan officer and no credit check, which is exactly why the rules around collateral are so strict.</p>
<h2>How lending pools work</h2>
<p>Lenders deposit an asset, for example USDC, into a pool and receive a token representing their share plus accrued interest. Borrowers must first deposit collateral, often ETH or another major token, and can then borrow up to a fixed percentage of its value. Interest rates float with utilisation: when most of a pool is borrowed, rates rise to attract more lenders and discourage borrowing; when the pool is mostly idle, rates fall.</p>
<h2>Over-collateralisation and the health factor</h2>
<p>Because borrowers are anonymous, DeFi loans are over-collateralised. If a protocol allows a loan-to-value ratio of 75%, depositing ETH worth USD 1,000 lets you borrow at most USD 750. Many platforms summarise your position as a health factor: a number above 1 means the loan is safe for now, and a number falling to 1 or below means the position can be liquidated.</p>
<h2>What liquidation means</h2>
<p>If the value of your collateral drops, or the borrowed asset rises, your health factor falls. Once it crosses the threshold, anyone can repay part of your debt and claim some of your collateral at a discount, known as the liquidation bonus. This keeps the protocol solvent, but for the borrower it means losing collateral at an unfavourable price, often during a fast-moving market.</p>
<ul>
<li><strong>Smart contract risk:</strong> a bug or exploit can drain a pool regardless of how careful you are.</li>
<li><strong>Oracle risk:</strong> protocols rely on price feeds; a faulty or manipulated price can trigger wrongful liquidations.</li>
<li><strong>Asset risk:</strong> a deposited stablecoin that loses its peg, or a volatile collateral token, can change your position quickly.</li>
<li><strong>Variable rates:</strong> borrowing costs can jump without warning when demand spikes.</li>
</ul>
<p>Some protocols also offer flash loans, which must be borrowed and repaid within a single transaction. They are mainly tools for developers and arbitrageurs, and they have also featured in several high-profile exploits.</p>
<p>If you experiment with DeFi lending, start with small amounts, keep your health factor comfortably above the minimum, and remember that high advertised yields usually reflect high risk. Interest earned and liquidations may also have tax consequences, so keep records of every transaction.</p>`,
      },
      hi: {
        title: 'DeFi लेंडिंग की बुनियादी बातें: कोलैटरल, ब्याज और लिक्विडेशन',
        excerpt:
          'DeFi लेंडिंग में बैंक की जगह स्मार्ट कॉन्ट्रैक्ट कर्ज़ देते और लेते हैं। जानिए लेंडिंग पूल, ओवर-कोलैटरलाइज़ेशन, हेल्थ फ़ैक्टर और लिक्विडेशन कैसे काम करते हैं, और इनके मुख्य जोखिम।',
        metaDescription:
          'DeFi लेंडिंग की आसान गाइड: Aave और Compound जैसे पूल कैसे चलते हैं, लोन-टू-वैल्यू और हेल्थ फ़ैक्टर का मतलब, लिक्विडेशन क्यों होता है, और स्मार्ट कॉन्ट्रैक्ट के जोखिम।',
        content: `<p>विकेंद्रीकृत वित्त (DeFi) लेंडिंग में लोग बैंकों के बजाय स्मार्ट कॉन्ट्रैक्ट के ज़रिए क्रिप्टो उधार देते और लेते हैं। Aave और Compound जैसे प्लेटफ़ॉर्म ऋणदाताओं की जमा राशि को एक पूल में रखते हैं और उधार लेने वालों को देते हैं, जबकि ब्याज दरें कोड तय करता है। न कोई लोन अधिकारी होता है, न क्रेडिट चेक, इसलिए कोलैटरल के नियम बहुत सख़्त होते हैं।</p>
<h2>पूल और ब्याज दरें</h2>
<p>ऋणदाता कोई एसेट, जैसे USDC, पूल में जमा करते हैं और बदले में एक टोकन पाते हैं जो उनकी हिस्सेदारी और अर्जित ब्याज दर्शाता है। उधार लेने वाले पहले कोलैटरल जमा करते हैं और फिर उसके मूल्य के एक तय प्रतिशत तक उधार ले सकते हैं। जब पूल का ज़्यादातर हिस्सा उधार दिया जा चुका होता है तो ब्याज दरें बढ़ती हैं, और पूल खाली पड़ा हो तो घटती हैं।</p>
<h2>हेल्थ फ़ैक्टर और लिक्विडेशन</h2>
<p>अगर प्रोटोकॉल 75% लोन-टू-वैल्यू की अनुमति देता है, तो 1,000 डॉलर का ETH जमा करके आप अधिकतम 750 डॉलर उधार ले सकते हैं। कई प्लेटफ़ॉर्म आपकी स्थिति को हेल्थ फ़ैक्टर से दिखाते हैं: 1 से ऊपर का मतलब फ़िलहाल सुरक्षित, और 1 या उससे नीचे का मतलब पोज़िशन लिक्विडेट हो सकती है। लिक्विडेशन में कोई भी आपका कुछ कर्ज़ चुकाकर आपका कोलैटरल छूट पर ले सकता है, जिससे आपको नुकसान होता है।</p>
<ul>
<li><strong>स्मार्ट कॉन्ट्रैक्ट जोखिम:</strong> कोई बग या हैक पूल को खाली कर सकता है।</li>
<li><strong>ओरेकल जोखिम:</strong> गलत या हेरफेर किए गए प्राइस फ़ीड से गलत लिक्विडेशन हो सकता है।</li>
<li><strong>परिवर्तनीय दरें:</strong> माँग बढ़ने पर उधार की लागत अचानक बढ़ सकती है।</li>
</ul>
<p>अगर आप DeFi लेंडिंग आज़माते हैं, तो छोटी राशि से शुरू करें, हेल्थ फ़ैक्टर को न्यूनतम स्तर से काफ़ी ऊपर रखें, और याद रखें कि ऊँचा विज्ञापित रिटर्न आमतौर पर ऊँचे जोखिम का संकेत होता है।</p>`,
      },
      bn: {
        title: 'DeFi লেন্ডিংয়ের মূল কথা: জামানত, সুদ ও লিকুইডেশন',
        excerpt:
          'DeFi লেন্ডিংয়ে ব্যাংকের বদলে স্মার্ট কন্ট্র্যাক্টের মাধ্যমে ঋণ দেওয়া-নেওয়া হয়। জানুন লেন্ডিং পুল, অতিরিক্ত জামানত, হেলথ ফ্যাক্টর ও লিকুইডেশন কীভাবে কাজ করে এবং প্রধান ঝুঁকিগুলো কী।',
        metaDescription:
          'DeFi লেন্ডিংয়ের সহজ গাইড: Aave ও Compound-এর মতো পুল কীভাবে চলে, লোন-টু-ভ্যালু ও হেলথ ফ্যাক্টরের অর্থ, লিকুইডেশন কেন হয় এবং স্মার্ট কন্ট্র্যাক্টের ঝুঁকি কী।',
        content: `<p>বিকেন্দ্রীকৃত অর্থব্যবস্থা (DeFi) লেন্ডিংয়ে মানুষ ব্যাংকের বদলে স্মার্ট কন্ট্র্যাক্টের মাধ্যমে ক্রিপ্টো ধার দেয় ও নেয়। Aave ও Compound-এর মতো প্ল্যাটফর্ম ঋণদাতাদের জমা একটি পুলে রাখে এবং ঋণগ্রহীতাদের কাছে তা উপলব্ধ করে, আর সুদের হার ঠিক করে কোড। কোনো লোন অফিসার বা ক্রেডিট চেক নেই, তাই জামানতের নিয়ম খুব কড়া।</p>
<h2>পুল ও সুদের হার</h2>
<p>ঋণদাতারা USDC-এর মতো কোনো সম্পদ পুলে জমা দেন এবং বিনিময়ে একটি টোকেন পান, যা তাঁদের অংশ ও অর্জিত সুদ দেখায়। ঋণগ্রহীতারা প্রথমে জামানত জমা দেন, তারপর তার মূল্যের একটি নির্দিষ্ট শতাংশ পর্যন্ত ধার নিতে পারেন। পুলের বেশিরভাগ অংশ ধার দেওয়া হয়ে গেলে সুদের হার বাড়ে, আর পুল অলস পড়ে থাকলে কমে।</p>
<h2>হেলথ ফ্যাক্টর ও লিকুইডেশন</h2>
<p>প্রোটোকল ৭৫% লোন-টু-ভ্যালু অনুমোদন করলে ১,০০০ ডলারের ETH জমা দিয়ে সর্বোচ্চ ৭৫০ ডলার ধার নেওয়া যায়। অনেক প্ল্যাটফর্ম আপনার অবস্থান হেলথ ফ্যাক্টর দিয়ে দেখায়: ১-এর বেশি মানে আপাতত নিরাপদ, আর ১ বা তার নিচে নামলে পজিশন লিকুইডেট হতে পারে। লিকুইডেশনে যে কেউ আপনার ঋণের একাংশ শোধ করে ছাড়ে আপনার জামানত নিয়ে নিতে পারে, যা আপনার জন্য ক্ষতিকর।</p>
<ul>
<li><strong>স্মার্ট কন্ট্র্যাক্ট ঝুঁকি:</strong> কোনো বাগ বা হ্যাক পুল খালি করে দিতে পারে।</li>
<li><strong>ওরাকল ঝুঁকি:</strong> ভুল বা কারসাজি করা দামের তথ্যে ভুল লিকুইডেশন হতে পারে।</li>
<li><strong>পরিবর্তনশীল হার:</strong> চাহিদা বাড়লে ধারের খরচ হঠাৎ বেড়ে যেতে পারে।</li>
</ul>
<p>DeFi লেন্ডিং চেষ্টা করলে অল্প অঙ্ক দিয়ে শুরু করুন, হেলথ ফ্যাক্টর ন্যূনতম সীমার অনেক ওপরে রাখুন, এবং মনে রাখুন যে বেশি বিজ্ঞাপিত রিটার্ন সাধারণত বেশি ঝুঁকিরই ইঙ্গিত।</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'how-to-spot-crypto-scams',
    category: 'education',
    status: 'published',
    isFeatured: false,
    image: 'how-to-spot-crypto-scams.svg',
    publishedDaysAgo: 0.5,
    views: 3960,
    shares: 233,
    translations: {
      en: {
        title: 'How to Spot Crypto Scams: Red Flags and Practical Defences',
        excerpt:
          'Most crypto fraud relies on persuasion, not hacking. Learn the common scam patterns, the red flags to watch for, habits that protect you, and where to report fraud in India.',
        metaDescription:
          'Spot crypto scams early: guaranteed returns, pig butchering, phishing and wallet drainers explained, plus how to report fraud on India\'s 1930 helpline.',
        content: `<p>Crypto transactions are fast, global and usually irreversible, which makes them attractive to fraudsters. Most scams do not rely on clever hacking; they rely on persuading the victim to send funds or reveal secrets willingly. Learning the common patterns is the most effective protection there is.</p>
<img src="/media/seed/how-to-spot-crypto-scams.svg" alt="Warning sign surrounded by labels for phishing links, fake apps and guaranteed-return offers">
<h2>The most common schemes</h2>
<ul>
<li><strong>Guaranteed returns:</strong> any platform promising fixed daily or monthly profits, or rewards for recruiting others, shows classic signs of a Ponzi or pyramid scheme.</li>
<li><strong>Investment romance ("pig butchering"):</strong> a friendly stranger met on social media or a dating app slowly builds trust, then guides the victim to a fake trading site that shows rising profits but never allows withdrawals.</li>
<li><strong>Impersonation:</strong> fake customer support accounts, fake celebrity giveaways ("send 1 ETH, get 2 back") and messages claiming to be from exchanges or government agencies.</li>
<li><strong>Phishing and fake apps:</strong> look-alike websites and apps that capture login details or seed phrases.</li>
<li><strong>Wallet drainers:</strong> malicious sites that ask you to "sign" a transaction that actually grants them permission to move your tokens.</li>
<li><strong>Pump-and-dump groups:</strong> Telegram or WhatsApp channels that hype a small token so organisers can sell to late buyers.</li>
</ul>
<h2>Red flags to watch for</h2>
<p>Pressure to act quickly, requests to move conversations to private messaging, promises of "risk-free" profit, and any demand for your seed phrase or screen-sharing should end the conversation immediately. So should a platform that lets you deposit easily but requires extra "taxes" or "unlock fees" before a withdrawal. Genuine exchanges deduct fees from withdrawals; they do not ask you to send more money first.</p>
<h2>Simple habits that protect you</h2>
<ul>
<li>Type exchange addresses yourself or use saved bookmarks instead of clicking links in ads or messages.</li>
<li>Check that an exchange serving Indian users is registered with the Financial Intelligence Unit (FIU-IND) before using it.</li>
<li>Read what a wallet signature request actually permits, and revoke old token approvals periodically.</li>
<li>Use a hardware wallet for larger holdings and enable app-based two-factor authentication.</li>
</ul>
<h2>If something goes wrong</h2>
<p>Stop sending money, save screenshots and transaction IDs, and report the incident. In India, you can call the national cybercrime helpline 1930 or file a complaint on the National Cyber Crime Reporting Portal, and you should inform the exchange involved. Be very wary of "recovery agents" who promise to get your funds back for an upfront fee; this is often a second scam aimed at people who have already lost money.</p>`,
      },
      hi: {
        title: 'क्रिप्टो स्कैम कैसे पहचानें: चेतावनी संकेत और बचाव के तरीके',
        excerpt:
          'ज़्यादातर क्रिप्टो धोखाधड़ी हैकिंग से नहीं, बल्कि आपको मनाकर पैसे भेजवाने से होती है। जानिए आम स्कैम, चेतावनी संकेत, बचाव की आदतें, और भारत में धोखाधड़ी की शिकायत कहाँ करें।',
        metaDescription:
          'क्रिप्टो स्कैम से बचने की गाइड: गारंटीड रिटर्न, पिग बुचरिंग, फ़िशिंग और वॉलेट ड्रेनर की पहचान करें, और भारत में 1930 हेल्पलाइन पर धोखाधड़ी की शिकायत करना जानें।',
        content: `<p>क्रिप्टो लेन-देन तेज़, वैश्विक और आमतौर पर अपरिवर्तनीय होते हैं, इसलिए धोखेबाज़ों को आकर्षित करते हैं। ज़्यादातर स्कैम किसी चालाक हैकिंग पर नहीं, बल्कि पीड़ित को अपनी मर्ज़ी से पैसे भेजने या गोपनीय जानकारी बताने के लिए राज़ी करने पर टिके होते हैं।</p>
<h2>सबसे आम योजनाएँ</h2>
<ul>
<li><strong>गारंटीड रिटर्न:</strong> रोज़ाना या मासिक तय मुनाफ़े का वादा, या दूसरों को जोड़ने पर इनाम, पोंज़ी स्कीम के क्लासिक संकेत हैं।</li>
<li><strong>पिग बुचरिंग:</strong> सोशल मीडिया या डेटिंग ऐप पर मिला कोई अजनबी धीरे-धीरे भरोसा जीतता है, फिर नकली ट्रेडिंग साइट पर ले जाता है जो मुनाफ़ा दिखाती है पर निकासी नहीं होने देती।</li>
<li><strong>नकली सपोर्ट और गिवअवे:</strong> "1 ETH भेजो, 2 वापस पाओ" जैसे संदेश और एक्सचेंज या सरकारी एजेंसी होने का दावा करने वाले लोग।</li>
<li><strong>फ़िशिंग और वॉलेट ड्रेनर:</strong> हूबहू दिखने वाली वेबसाइटें और ऐसे "साइन" अनुरोध जो असल में आपके टोकन ले जाने की अनुमति देते हैं।</li>
</ul>
<h2>चेतावनी संकेत</h2>
<p>जल्दबाज़ी का दबाव, बातचीत को निजी मैसेजिंग पर ले जाने का आग्रह, "बिना जोखिम" मुनाफ़े का वादा, और आपकी सीड फ़्रेज़ या स्क्रीन-शेयरिंग की माँग, इनमें से कुछ भी दिखे तो तुरंत बातचीत बंद कर दें। अगर कोई प्लेटफ़ॉर्म निकासी से पहले अतिरिक्त "टैक्स" या "अनलॉक फ़ीस" माँगे, तो समझ लें कि यह धोखा है। असली एक्सचेंज फ़ीस निकासी की रकम से काटते हैं, पहले और पैसे नहीं माँगते।</p>
<h2>अगर कुछ गलत हो जाए</h2>
<p>पैसे भेजना बंद करें, स्क्रीनशॉट और ट्रांज़ैक्शन आईडी सुरक्षित रखें, और घटना की शिकायत करें। भारत में आप राष्ट्रीय साइबर क्राइम हेल्पलाइन 1930 पर कॉल कर सकते हैं या राष्ट्रीय साइबर अपराध रिपोर्टिंग पोर्टल पर शिकायत दर्ज कर सकते हैं। उन "रिकवरी एजेंटों" से सावधान रहें जो फ़ीस लेकर पैसा वापस दिलाने का वादा करते हैं; यह अक्सर दूसरा स्कैम होता है।</p>`,
      },
      bn: {
        title: 'ক্রিপ্টো প্রতারণা চেনার উপায়: সতর্কসংকেত ও সুরক্ষা',
        excerpt:
          'বেশিরভাগ ক্রিপ্টো প্রতারণা হ্যাকিং নয়, বরং আপনাকে বুঝিয়ে টাকা পাঠিয়ে নেওয়ার কৌশল। জানুন সাধারণ স্ক্যাম, সতর্কসংকেত, নিরাপদ অভ্যাস এবং ভারতে প্রতারণার অভিযোগ কোথায় জানাবেন।',
        metaDescription:
          'ক্রিপ্টো স্ক্যাম থেকে বাঁচার গাইড: নিশ্চিত রিটার্ন, পিগ বুচারিং, ফিশিং ও ওয়ালেট ড্রেনার চিনুন, আর ভারতে ১৯৩০ হেল্পলাইনে প্রতারণার অভিযোগ জানানোর পদ্ধতি জানুন।',
        content: `<p>ক্রিপ্টো লেনদেন দ্রুত, বৈশ্বিক এবং সাধারণত ফেরানো যায় না, তাই প্রতারকদের কাছে এগুলো আকর্ষণীয়। বেশিরভাগ স্ক্যাম কোনো চতুর হ্যাকিংয়ের ওপর নয়, বরং ভুক্তভোগীকে স্বেচ্ছায় টাকা পাঠাতে বা গোপন তথ্য জানাতে রাজি করানোর ওপর নির্ভর করে।</p>
<h2>সবচেয়ে প্রচলিত কৌশল</h2>
<ul>
<li><strong>নিশ্চিত রিটার্ন:</strong> দৈনিক বা মাসিক নির্দিষ্ট মুনাফার প্রতিশ্রুতি, বা অন্যকে যুক্ত করলে পুরস্কার, পঞ্জি স্কিমের চিরাচরিত লক্ষণ।</li>
<li><strong>পিগ বুচারিং:</strong> সোশ্যাল মিডিয়া বা ডেটিং অ্যাপে পরিচিত কোনো অচেনা ব্যক্তি ধীরে ধীরে বিশ্বাস অর্জন করে, তারপর একটি ভুয়া ট্রেডিং সাইটে নিয়ে যায় যেখানে মুনাফা দেখায় কিন্তু টাকা তুলতে দেয় না।</li>
<li><strong>ভুয়া সাপোর্ট ও গিভঅ্যাওয়ে:</strong> "১ ETH পাঠান, ২ ফেরত পান" ধরনের বার্তা এবং এক্সচেঞ্জ বা সরকারি সংস্থা সেজে যোগাযোগ।</li>
<li><strong>ফিশিং ও ওয়ালেট ড্রেনার:</strong> হুবহু দেখতে ওয়েবসাইট এবং এমন "সাইন" অনুরোধ যা আসলে আপনার টোকেন সরানোর অনুমতি দেয়।</li>
</ul>
<h2>সতর্কসংকেত</h2>
<p>তাড়াহুড়োর চাপ, কথোপকথন ব্যক্তিগত মেসেজিংয়ে সরানোর অনুরোধ, "ঝুঁকিহীন" মুনাফার প্রতিশ্রুতি, কিংবা আপনার সিড ফ্রেজ বা স্ক্রিন-শেয়ারিং চাওয়া, এর যেকোনোটি দেখলে সঙ্গে সঙ্গে কথা বন্ধ করুন। কোনো প্ল্যাটফর্ম টাকা তোলার আগে বাড়তি "ট্যাক্স" বা "আনলক ফি" চাইলে বুঝবেন এটি প্রতারণা। আসল এক্সচেঞ্জ ফি তোলা অর্থ থেকেই কেটে নেয়, আগে আরও টাকা চায় না।</p>
<h2>কিছু ভুল হয়ে গেলে</h2>
<p>টাকা পাঠানো বন্ধ করুন, স্ক্রিনশট ও ট্রানজ্যাকশন আইডি সংরক্ষণ করুন এবং ঘটনাটি জানান। ভারতে জাতীয় সাইবার ক্রাইম হেল্পলাইন ১৯৩০-এ ফোন করতে পারেন বা ন্যাশনাল সাইবার ক্রাইম রিপোর্টিং পোর্টালে অভিযোগ জানাতে পারেন। যে "রিকভারি এজেন্ট" আগাম ফি নিয়ে টাকা উদ্ধারের প্রতিশ্রুতি দেয়, তাদের থেকে সাবধান; এটি প্রায়ই দ্বিতীয় একটি প্রতারণা।</p>`,
      },
      'hi-en': {
        title: 'Crypto scams kaise pehchanein: red flags aur bachav',
        excerpt:
          'Zyaadatar crypto frauds hacking se nahi, balki aapko convince karke paise bhejwane se hote hain. Jaaniye common scams, red flags, safe habits aur India mein complaint kahan karein.',
        metaDescription:
          'Crypto scams se bachne ki guide: guaranteed returns, pig butchering, phishing aur wallet drainers pehchaniye, aur India mein 1930 helpline par fraud report karna seekhiye.',
        content: `<p>Crypto transactions fast, global aur mostly irreversible hote hain, isliye scammers ko bahut pasand aate hain. Zyaadatar scams koi fancy hacking nahi hote; woh victim ko convince karte hain ki woh khud paise bheje ya apni secret details share kare. Common patterns samajhna hi sabse achha protection hai.</p>
<h2>Sabse common scams</h2>
<ul>
<li><strong>Guaranteed returns:</strong> daily ya monthly fixed profit ka promise, ya doston ko join karwane par reward, yeh Ponzi scheme ke classic signs hain.</li>
<li><strong>Pig butchering:</strong> social media ya dating app par mila koi stranger dheere-dheere trust banata hai, phir ek fake trading site par le jaata hai jahan profit dikhta hai par withdrawal kabhi nahi hota.</li>
<li><strong>Fake support aur giveaways:</strong> "1 ETH bhejo, 2 wapas pao" type messages, ya exchange ya government agency banke contact karna.</li>
<li><strong>Phishing aur wallet drainers:</strong> duplicate websites aur aise "sign" requests jo actually aapke tokens move karne ki permission de dete hain.</li>
</ul>
<h2>Red flags</h2>
<p>Jaldi karne ka pressure, chat ko Telegram ya WhatsApp par shift karne ki request, "risk-free" profit ka promise, ya seed phrase ya screen-share maangna, inmein se kuch bhi dikhe toh turant baat band kar dijiye. Agar koi platform withdrawal se pehle extra "tax" ya "unlock fee" maange, toh samajh jaiye ki yeh fraud hai. Genuine exchanges fee withdrawal amount se hi kaatte hain.</p>
<h2>Agar kuch galat ho jaaye</h2>
<p>Aur paise bhejna band karein, screenshots aur transaction IDs save karein, aur complaint karein. India mein aap national cybercrime helpline 1930 par call kar sakte hain ya National Cyber Crime Reporting Portal par complaint file kar sakte hain. "Recovery agents" se bachiye jo advance fee lekar paisa wapas dilane ka promise karte hain; yeh aksar doosra scam hota hai.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'crypto-tax-in-india-vda-guide',
    category: 'education',
    status: 'draft',
    isFeatured: false,
    views: 48,
    shares: 2,
    translations: {
      en: {
        title: 'Crypto Tax in India: The 30% VDA Tax and 1% TDS Explained',
        excerpt:
          'India taxes crypto gains at a flat 30%, with 1% TDS on transfers and no loss set-off. A plain summary of the 2023-2025 rules, with a reminder to consult a tax professional.',
        metaDescription:
          'A plain guide to India\'s crypto tax rules: 30% tax on VDA gains, 1% TDS under section 194S, no loss set-off, gifts and reporting. Consult a tax professional.',
        content: `<p>Since 2022, India has had a dedicated tax regime for what the Income-tax Act calls virtual digital assets (VDAs), a category that covers cryptocurrencies, stablecoins and most NFTs. The rules are simple in some ways and surprisingly harsh in others. This guide summarises the position under the law as it applied from 2023 to 2025. It is general information, not tax advice: rules change, and you should consult a tax professional about your own situation.</p>
<h2>The flat 30% tax on gains</h2>
<p>Under section 115BBH, income from transferring a VDA is taxed at a flat 30%, plus any applicable surcharge and the 4% health and education cess, regardless of your income slab or how long you held the asset. Only the cost of acquisition can be deducted when computing the gain; no other expenses or allowances are permitted.</p>
<h2>Losses cannot be offset</h2>
<p>A loss on one VDA cannot be set off against a gain on another VDA, against any other income, or carried forward to future years. If you made ₹1 lakh on one token and lost ₹80,000 on another in the same year, tax is still payable on the full ₹1 lakh gain. This is one of the most misunderstood aspects of the regime.</p>
<h2>1% TDS on transfers</h2>
<p>Section 194S requires 1% tax to be deducted at source on payments for the transfer of VDAs, with effect from 1 July 2022. On Indian exchanges the platform typically deducts it automatically when you sell. TDS applies above annual thresholds: ₹50,000 for "specified persons", broadly individuals and HUFs with no business income or with turnover below audit limits, and ₹10,000 for others. The TDS is not an extra tax. It is credited against your final liability, appears in Form 26AS and the annual information statement, and can be claimed when you file your return.</p>
<h2>Other points to note</h2>
<ul>
<li><strong>Gifts:</strong> VDAs received as gifts may be taxable in the recipient's hands if their total value exceeds ₹50,000 in a year, subject to exemptions such as gifts from specified relatives.</li>
<li><strong>Reporting:</strong> income tax returns include a dedicated Schedule VDA in which transfers must be reported.</li>
<li><strong>Offshore platforms:</strong> using a foreign exchange does not remove your tax obligation, and TDS compliance may then fall on you.</li>
<li><strong>Mining, staking and airdrops:</strong> the treatment of these receipts is less settled; they may be taxed as income when received and again on a later transfer.</li>
</ul>
<p>Good record-keeping is the best defence: keep trade histories, wallet addresses and TDS certificates for every year. Because the rules continue to be refined through budgets and circulars, check the current position each year with a qualified chartered accountant or tax professional before filing.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'proof-of-stake-vs-proof-of-work',
    category: 'education',
    status: 'published',
    isFeatured: false,
    publishedDaysAgo: 17,
    views: 2210,
    shares: 128,
    translations: {
      en: {
        title: 'Proof of Stake vs Proof of Work: How Blockchains Agree',
        excerpt:
          'Bitcoin runs on proof of work and Ethereum on proof of stake. Learn how each consensus mechanism secures a blockchain and how they differ on energy, finality and decentralisation.',
        metaDescription:
          'Proof of work vs proof of stake explained: how mining and staking secure blockchains, what slashing is, and how they differ on energy, attack cost and finality.',
        content: `<p>Every public blockchain must solve the same problem: thousands of computers that do not trust each other need to agree on one shared history of transactions. The method they use is called a consensus mechanism. The two most widely used are proof of work, which secures Bitcoin, and proof of stake, which Ethereum adopted in September 2022. Both aim to make attacks expensive, but they do it with different resources.</p>
<h2>Proof of work: security through energy</h2>
<p>In proof of work, miners compete to find a number that, combined with a block's data, produces a hash below a target. The only way to find it is by trial and error, which consumes electricity and specialised hardware. The winner adds the block and earns newly created coins plus transaction fees. Bitcoin adjusts the difficulty every 2,016 blocks, roughly every two weeks, so that blocks keep arriving about every ten minutes regardless of how much computing power joins the network.</p>
<h2>Proof of stake: security through collateral</h2>
<p>In proof of stake, validators lock up the network's own coins as a stake. The protocol selects validators to propose and attest to blocks, and rewards them for doing so honestly. Validators that sign conflicting blocks or otherwise break key rules can be slashed, losing part of their stake. On Ethereum, running a validator requires 32 ETH, although pooled and liquid staking services let people participate with less.</p>
<h2>Key differences at a glance</h2>
<ul>
<li><strong>Energy use:</strong> Ethereum's switch to proof of stake, known as the Merge, cut its estimated energy consumption by more than 99.9%.</li>
<li><strong>Cost of attack:</strong> attacking proof of work requires controlling most of the hash power; attacking proof of stake requires acquiring a large share of the staked coins, which would then be at risk of slashing.</li>
<li><strong>Finality:</strong> Bitcoin offers probabilistic finality, where each new block makes reversal less likely; Ethereum's proof of stake adds explicit finality checkpoints, typically reached in about 13 minutes.</li>
<li><strong>Decentralisation concerns:</strong> proof of work tends to concentrate among large mining pools with cheap power; proof of stake can concentrate among big staking providers and exchanges.</li>
</ul>
<p>Neither design is perfect. Critics of proof of work point to its energy footprint, while supporters argue it ties security to a real-world cost that is hard to fake. Critics of proof of stake worry that it can favour those who already hold many coins, while supporters emphasise its efficiency and the ability to penalise misbehaviour directly.</p>
<p>For users, the practical differences show up in fees, confirmation times and how new coins are issued. Understanding the mechanism behind a network is a useful first step before deciding whether to mine, stake or simply hold an asset.</p>`,
      },
      hi: {
        title: 'प्रूफ़ ऑफ़ स्टेक बनाम प्रूफ़ ऑफ़ वर्क: ब्लॉकचेन सहमति कैसे बनाते हैं',
        excerpt:
          'बिटकॉइन प्रूफ़ ऑफ़ वर्क से सुरक्षित है और एथेरियम 2022 से प्रूफ़ ऑफ़ स्टेक पर चलता है। जानिए दोनों तरीके कैसे काम करते हैं और ऊर्जा, सुरक्षा, फ़ाइनैलिटी व विकेंद्रीकरण में क्या फ़र्क़ है।',
        metaDescription:
          'प्रूफ़ ऑफ़ वर्क और प्रूफ़ ऑफ़ स्टेक की तुलना: माइनिंग और स्टेकिंग कैसे काम करते हैं, स्लैशिंग क्या है, और ऊर्जा खपत, हमले की लागत और फ़ाइनैलिटी में दोनों कैसे अलग हैं।',
        content: `<p>हर सार्वजनिक ब्लॉकचेन के सामने एक ही समस्या है: हज़ारों कंप्यूटर जो एक-दूसरे पर भरोसा नहीं करते, उन्हें लेन-देन के एक साझा इतिहास पर सहमत होना होता है। इसके लिए इस्तेमाल होने वाले तरीके को कंसेंसस मैकेनिज़्म कहते हैं। सबसे प्रचलित दो तरीके हैं प्रूफ़ ऑफ़ वर्क, जो बिटकॉइन को सुरक्षित रखता है, और प्रूफ़ ऑफ़ स्टेक, जिसे एथेरियम ने सितंबर 2022 में अपनाया।</p>
<h2>प्रूफ़ ऑफ़ वर्क: ऊर्जा से सुरक्षा</h2>
<p>इसमें माइनर एक ऐसी संख्या खोजने की होड़ करते हैं जो ब्लॉक के डेटा के साथ मिलकर तय लक्ष्य से कम हैश बनाए। इसे केवल बार-बार प्रयास करके खोजा जा सकता है, जिसमें बिजली और विशेष हार्डवेयर लगता है। बिटकॉइन हर 2,016 ब्लॉक, यानी लगभग हर दो हफ़्ते में, कठिनाई को समायोजित करता है ताकि ब्लॉक लगभग हर दस मिनट में आते रहें।</p>
<h2>प्रूफ़ ऑफ़ स्टेक: गिरवी से सुरक्षा</h2>
<p>इसमें वैलिडेटर नेटवर्क के अपने कॉइन स्टेक के रूप में लॉक करते हैं। प्रोटोकॉल उन्हें ब्लॉक प्रस्तावित करने और प्रमाणित करने के लिए चुनता है। जो वैलिडेटर परस्पर विरोधी ब्लॉक साइन करते हैं, उन्हें स्लैश किया जा सकता है, यानी उनके स्टेक का हिस्सा कट जाता है। एथेरियम पर एक वैलिडेटर चलाने के लिए 32 ETH चाहिए, हालाँकि पूल्ड और लिक्विड स्टेकिंग सेवाएँ कम राशि में भागीदारी की सुविधा देती हैं।</p>
<ul>
<li><strong>ऊर्जा:</strong> प्रूफ़ ऑफ़ स्टेक पर जाने (द मर्ज) से एथेरियम की अनुमानित ऊर्जा खपत 99.9% से भी ज़्यादा घट गई।</li>
<li><strong>फ़ाइनैलिटी:</strong> बिटकॉइन में हर नया ब्लॉक पलटने की संभावना घटाता है, जबकि एथेरियम में लगभग 13 मिनट में स्पष्ट फ़ाइनैलिटी मिलती है।</li>
<li><strong>केंद्रीकरण की चिंता:</strong> प्रूफ़ ऑफ़ वर्क बड़े माइनिंग पूल में और प्रूफ़ ऑफ़ स्टेक बड़े स्टेकिंग प्रदाताओं में केंद्रित हो सकता है।</li>
</ul>
<p>कोई भी डिज़ाइन पूर्ण नहीं है। माइनिंग, स्टेकिंग या सिर्फ़ होल्ड करने का फ़ैसला लेने से पहले किसी नेटवर्क के पीछे का तंत्र समझना एक उपयोगी पहला कदम है।</p>`,
      },
      bn: {
        title: 'প্রুফ অফ স্টেক বনাম প্রুফ অফ ওয়ার্ক: ব্লকচেইন কীভাবে একমত হয়',
        excerpt:
          'বিটকয়েন সুরক্ষিত প্রুফ অফ ওয়ার্কে, আর ইথেরিয়াম ২০২২ থেকে চলে প্রুফ অফ স্টেকে। জানুন দুটি পদ্ধতি কীভাবে কাজ করে এবং শক্তি, নিরাপত্তা, ফাইনালিটি ও বিকেন্দ্রীকরণে পার্থক্য কোথায়।',
        metaDescription:
          'প্রুফ অফ ওয়ার্ক ও প্রুফ অফ স্টেকের তুলনা: মাইনিং ও স্টেকিং কীভাবে কাজ করে, স্ল্যাশিং কী, এবং শক্তি খরচ, আক্রমণের খরচ ও ফাইনালিটিতে দুটি পদ্ধতি কীভাবে আলাদা।',
        content: `<p>প্রতিটি পাবলিক ব্লকচেইনের সামনে একই সমস্যা: হাজার হাজার কম্পিউটার, যারা একে অপরকে বিশ্বাস করে না, তাদের লেনদেনের একটি অভিন্ন ইতিহাসে একমত হতে হবে। এই পদ্ধতিকে বলে কনসেনসাস মেকানিজম। সবচেয়ে প্রচলিত দুটি হলো প্রুফ অফ ওয়ার্ক, যা বিটকয়েনকে সুরক্ষিত রাখে, এবং প্রুফ অফ স্টেক, যা ইথেরিয়াম ২০২২ সালের সেপ্টেম্বরে গ্রহণ করেছে।</p>
<h2>প্রুফ অফ ওয়ার্ক: শক্তির মাধ্যমে নিরাপত্তা</h2>
<p>এখানে মাইনাররা এমন একটি সংখ্যা খোঁজার প্রতিযোগিতা করেন, যা ব্লকের ডেটার সঙ্গে মিলে একটি নির্দিষ্ট লক্ষ্যের চেয়ে ছোট হ্যাশ তৈরি করে। এটি কেবল বারবার চেষ্টা করেই পাওয়া যায়, যাতে বিদ্যুৎ ও বিশেষ হার্ডওয়্যার লাগে। বিটকয়েন প্রতি ২,০১৬ ব্লকে, মোটামুটি প্রতি দুই সপ্তাহে, কাঠিন্য সমন্বয় করে, যাতে প্রায় প্রতি দশ মিনিটে একটি ব্লক আসে।</p>
<h2>প্রুফ অফ স্টেক: জামানতের মাধ্যমে নিরাপত্তা</h2>
<p>এখানে ভ্যালিডেটররা নেটওয়ার্কের নিজস্ব কয়েন স্টেক হিসেবে লক করেন। প্রোটোকল তাঁদের ব্লক প্রস্তাব ও সত্যায়নের জন্য বেছে নেয়। যাঁরা পরস্পরবিরোধী ব্লকে সই করেন, তাঁদের স্ল্যাশ করা হতে পারে, অর্থাৎ স্টেকের একাংশ কেটে নেওয়া হয়। ইথেরিয়ামে একটি ভ্যালিডেটর চালাতে ৩২ ETH লাগে, তবে পুলড ও লিকুইড স্টেকিং পরিষেবায় কম অঙ্কেও অংশ নেওয়া যায়।</p>
<ul>
<li><strong>শক্তি:</strong> প্রুফ অফ স্টেকে যাওয়ার (দ্য মার্জ) ফলে ইথেরিয়ামের আনুমানিক শক্তি খরচ ৯৯.৯%-এর বেশি কমেছে।</li>
<li><strong>ফাইনালিটি:</strong> বিটকয়েনে প্রতিটি নতুন ব্লক উল্টে যাওয়ার সম্ভাবনা কমায়, আর ইথেরিয়ামে প্রায় ১৩ মিনিটে স্পষ্ট ফাইনালিটি আসে।</li>
<li><strong>কেন্দ্রীকরণের উদ্বেগ:</strong> প্রুফ অফ ওয়ার্ক বড় মাইনিং পুলে, আর প্রুফ অফ স্টেক বড় স্টেকিং প্রদানকারীর কাছে কেন্দ্রীভূত হতে পারে।</li>
</ul>
<p>কোনো নকশাই নিখুঁত নয়। মাইনিং, স্টেকিং বা কেবল ধরে রাখার সিদ্ধান্ত নেওয়ার আগে একটি নেটওয়ার্কের পেছনের পদ্ধতি বোঝা একটি কার্যকর প্রথম ধাপ।</p>`,
      },
    },
  },
];
