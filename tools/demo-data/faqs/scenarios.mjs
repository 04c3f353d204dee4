/**
 * Guided flows the assistant runs itself. They live in the catalogue so the assistant can offer them,
 * but the console hides them (type "scenario", any letter case), so none of them counts as a question.
 * Two spell the type differently on purpose, to keep that case-insensitive match honest.
 */
export default [
  {
    id: 'cards-block-guided',
    category: 'Cards',
    scenario: 'block-card',
    type: 'scenario',
    mk: {
      question: 'Блокирај ја мојата картичка веднаш',
      answer: 'Ќе ве водам чекор по чекор низ блокирањето на картичката.',
    },
    en: {
      question: 'Block my card now',
      answer: 'I will guide you through blocking your card step by step.',
    },
    sq: {
      question: 'Bllokoje kartelën time tani',
      answer: "Do t'ju udhëheq hap pas hapi në bllokimin e kartelës.",
    },
  },
  {
    id: 'loans-calculator-guided',
    category: 'Loans',
    scenario: 'loan-calculator',
    type: 'Scenario',
    mk: {
      question: 'Пресметај ја ратата на мојот кредит',
      answer: 'Кажете ми го износот и рокот, а јас ќе пресметам ориентациона месечна рата.',
    },
    en: {
      question: 'Calculate my loan instalment',
      answer: 'Tell me the amount and the term, and I will calculate an indicative monthly instalment.',
    },
    sq: {
      question: 'Llogarite këstin e kredisë sime',
      answer: 'Më tregoni shumën dhe afatin, dhe unë do të llogaris një këst mujor orientues.',
    },
  },
  {
    id: 'other-appointment-guided',
    category: 'Other',
    scenario: 'branch-appointment',
    type: 'scenario',
    mk: {
      question: 'Закажи термин во филијала',
      answer: 'Изберете филијала, услуга и слободен термин, а јас ќе го закажам состанокот за вас.',
    },
    en: {
      question: 'Book an appointment at a branch',
      answer: 'Choose a branch, a service and a free time slot, and I will book the appointment for you.',
    },
    sq: {
      question: 'Cakto një takim në degë',
      answer: 'Zgjidhni degën, shërbimin dhe një orar të lirë, dhe unë do ta caktoj takimin për ju.',
    },
  },
  {
    id: 'ebanking-password-reset-guided',
    category: 'Ebanking',
    scenario: 'reset-ebanking-password',
    type: 'SCENARIO',
    mk: {
      question: 'Ресетирај ја мојата лозинка за електронско банкарство',
      answer: 'Ќе ве водам низ безбедно ресетирање на лозинката за електронско банкарство.',
    },
    en: {
      question: 'Reset my e-banking password',
      answer: 'I will guide you through resetting your e-banking password securely.',
    },
    sq: {
      question: 'Rivendos fjalëkalimin tim të e-banking',
      answer: "Do t'ju udhëheq në rivendosjen e sigurt të fjalëkalimit të e-banking.",
    },
  },
];
