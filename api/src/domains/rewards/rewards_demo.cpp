#include "domains/rewards/rewards_demo.hpp"

#include <string>
#include <vector>

namespace panalo::services {
namespace {

struct DemoItem {
  const char* code;
  const char* kind;
  const char* points;
  const char* amount;     // "" for physical
  std::int64_t turnover;  // -1: none
  std::int64_t stock;     // -1: unlimited
  const char* image;
  std::vector<RewardText> texts;
};

std::vector<DemoItem> demoItems() {
  return {
      {"cash-50",
       "cash",
       "500",
       "50.00",
       -1,
       -1,
       "/rewards/cash.svg",
       {{"EN", "Cash credit ₱50", "Paid into your main wallet at once."},
        {"TY", "Pera ₱50", "Papasok agad sa iyong pangunahing wallet."},
        {"PT", "Crédito de ₱50", "Creditado na sua carteira principal na hora."}}},
      {"cash-200",
       "cash",
       "1800",
       "200.00",
       -1,
       -1,
       "/rewards/cash-large.svg",
       {{"EN", "Cash credit ₱200", "Paid into your main wallet at once."},
        {"TY", "Pera ₱200", "Papasok agad sa iyong pangunahing wallet."},
        {"PT", "Crédito de ₱200", "Creditado na sua carteira principal na hora."}}},
      {"bonus-100",
       "bonus",
       "800",
       "100.00",
       5,
       -1,
       "/rewards/bonus.svg",
       {{"EN", "₱100 bonus", "A bonus to play with: wager it 5 times before withdrawing."},
        {"TY", "₱100 na bonus", "Bonus na panlaro: itaya ito nang 5 beses bago mag-withdraw."},
        {"PT", "Bônus de ₱100", "Um bônus para jogar: aposte 5 vezes antes de sacar."}}},
      {"shirt",
       "physical",
       "1200",
       "",
       -1,
       25,
       "/rewards/shirt.svg",
       {{"EN", "Panalo T-shirt", "Cotton, one size. Delivered to your address."},
        {"TY", "Panalo T-shirt", "Koton, isang sukat. Ihahatid sa iyong address."},
        {"PT", "Camiseta Panalo", "Algodão, tamanho único. Entregue no seu endereço."}}},
      {"earbuds",
       "physical",
       "6000",
       "",
       -1,
       5,
       "/rewards/earbuds.svg",
       {{"EN", "Wireless earbuds", "Bluetooth earbuds with a charging case."},
        {"TY", "Wireless na earbuds", "Bluetooth na earbuds na may charging case."},
        {"PT", "Fones sem fio", "Fones Bluetooth com estojo de carga."}}},
      {"mug",
       "physical",
       "900",
       "",
       -1,
       0,
       "/rewards/mug.svg",
       {{"EN", "Panalo mug", "Ceramic mug, 350 ml."},
        {"TY", "Panalo na tasa", "Seramikong tasa, 350 ml."},
        {"PT", "Caneca Panalo", "Caneca de cerâmica, 350 ml."}}},
  };
}

}  // namespace

std::int64_t loadRewardsDemo(MallService& mall) {
  std::int64_t added = 0;
  std::int64_t sort = 0;
  for (const auto& item : demoItems()) {
    sort += 10;
    if (mall.itemByDemoCode(item.code)) continue;
    RewardItemChange change;
    change.kind = item.kind;
    change.points = item.points;
    if (*item.amount != '\0') change.amount = item.amount;
    if (item.turnover >= 0) change.turnoverMultiple = item.turnover;
    if (item.stock >= 0) change.stock = item.stock;
    change.imageUrl = item.image;
    change.sortOrder = sort;
    mall.addItem(change, item.texts, std::string(item.code));
    ++added;
  }
  return added;
}

}  // namespace panalo::services
