/** Banking terms customers meet in contracts and payment forms. */
export default [
  {
    id: 'terms-iban',
    category: 'Terminology',
    mk: {
      question: 'Што значи IBAN и за што служи?',
      answer:
        'IBAN (меѓународен број на банкарска сметка) е меѓународниот формат на бројот на сметката. Со него вашата сметка се препознава при плаќања од странство; во Северна Македонија започнува со MK07 и има 19 знаци.',
    },
    en: {
      question: 'What is an IBAN and what is it used for?',
      answer:
        'IBAN (International Bank Account Number) is the international format of an account number. It identifies your account in payments from abroad; in North Macedonia it starts with MK07 and has 19 characters.',
    },
    sq: {
      question: 'Çfarë është IBAN-i dhe për çfarë shërben?',
      answer:
        'IBAN-i (Numri Ndërkombëtar i Llogarisë Bankare) është formati ndërkombëtar i numrit të llogarisë. Me të identifikohet llogaria juaj në pagesat nga jashtë vendit; në Maqedoninë e Veriut fillon me MK07 dhe ka 19 karaktere.',
    },
  },
  {
    id: 'terms-swift',
    category: 'Terminology',
    mk: {
      question: 'Што претставува SWIFT/BIC-кодот на банката?',
      answer:
        'SWIFT или BIC е код од 8 или 11 знаци со кој се означува банката при меѓународни плаќања. Банката на испраќачот го користи заедно со вашиот IBAN за да ви испрати пари од странство.',
    },
    en: {
      question: "What is a bank's SWIFT/BIC code?",
      answer:
        "SWIFT or BIC is an 8- or 11-character code that identifies a bank in international payments. The sender's bank uses it together with your IBAN to send you money from abroad.",
    },
    sq: {
      question: 'Çfarë është kodi SWIFT/BIC i bankës?',
      answer:
        "SWIFT ose BIC është kod me 8 ose 11 karaktere që identifikon bankën në pagesat ndërkombëtare. Banka e dërguesit e përdor bashkë me IBAN-in tuaj për t'ju dërguar para nga jashtë vendit.",
    },
  },
  {
    id: 'terms-effective-rate',
    category: 'Terminology',
    mk: {
      question: 'Што е ефективна каматна стапка?',
      answer:
        'Ефективната каматна стапка (ЕКС) го покажува вкупниот годишен трошок на кредитот: покрај номиналната стапка, ги вклучува надоместоците, осигурувањето и другите трошоци. Таа е најдобриот показател за споредување на кредитните понуди на различни банки.',
    },
    en: {
      question: 'What is the effective interest rate?',
      answer:
        'The effective interest rate (EIR) shows the total yearly cost of a loan: besides the nominal rate, it includes fees, insurance and other costs. It is the best figure for comparing loan offers from different banks.',
    },
    sq: {
      question: 'Çfarë është norma efektive e interesit?',
      answer:
        'Norma efektive e interesit tregon koston e përgjithshme vjetore të kredisë: përveç normës nominale, përfshin tarifat, sigurimin dhe shpenzimet e tjera. Ajo është treguesi më i mirë për krahasimin e ofertave të kredive ndërmjet bankave.',
    },
  },
  {
    id: 'terms-overdraft',
    category: 'Terminology',
    mk: {
      question: 'Што е дозволено пречекорување?',
      answer:
        'Дозволеното пречекорување е револвинг кредитна линија на вашата тековна сметка: можете да потрошите повеќе од состојбата, до одобрениот лимит. Секој прилив на сметката автоматски го враќа искористениот износ.',
    },
    en: {
      question: 'What is an overdraft?',
      answer:
        'An overdraft is a revolving credit line on your current account: you can spend more than your balance, up to an approved limit. Every incoming payment automatically repays the amount used.',
    },
    sq: {
      question: 'Çfarë është mbitërheqja e lejuar?',
      answer:
        'Mbitërheqja e lejuar është linjë kredie qarkulluese në llogarinë tuaj rrjedhëse: mund të shpenzoni më shumë se gjendja, deri në limitin e miratuar. Çdo hyrje në llogari e shlyen automatikisht shumën e shfrytëzuar.',
    },
  },
  {
    id: 'terms-grace-period',
    category: 'Terminology',
    mk: {
      question: 'Што е грејс-период кај кредит?',
      answer:
        'Грејс-периодот е почетен период во кој не ја отплаќате главнината, туку само каматата, или воопшто не плаќате. Вообичаен е кај станбените кредити додека домот се гради или реновира.',
    },
    en: {
      question: 'What is a grace period on a loan?',
      answer:
        'A grace period is an initial period in which you repay no principal, only interest, or nothing at all. It is common for housing loans while the home is being built or renovated.',
    },
    sq: {
      question: 'Çfarë është periudha e faljes te kredia?',
      answer:
        'Periudha e faljes është periudhë fillestare në të cilën nuk e shlyeni principalin, por vetëm interesin, ose nuk paguani fare. Është e zakonshme te kreditë për banim ndërsa shtëpia ndërtohet ose rinovohet.',
    },
  },
  {
    id: 'terms-fixed-variable-rate',
    category: 'Terminology',
    mk: {
      question: 'Која е разликата меѓу фиксна и променлива каматна стапка?',
      answer:
        'Фиксната стапка останува иста во договорениот период, па ратата не се менува. Променливата стапка е збир од референтна стапка и фиксна маргина; кога референтната стапка ќе се промени, се менува и вашата рата.',
    },
    en: {
      question: 'What is the difference between a fixed and a variable interest rate?',
      answer:
        'A fixed rate stays the same for the agreed period, so the instalment does not change. A variable rate is a reference rate plus a fixed margin; when the reference rate changes, so does your instalment.',
    },
    sq: {
      question: 'Cili është ndryshimi ndërmjet normës fikse dhe asaj të ndryshueshme të interesit?',
      answer:
        'Norma fikse mbetet e njëjtë gjatë periudhës së dakorduar, prandaj kësti nuk ndryshon. Norma e ndryshueshme është shuma e një norme referente dhe një marzhe fikse; kur ndryshon norma referente, ndryshon edhe kësti juaj.',
    },
  },
];
